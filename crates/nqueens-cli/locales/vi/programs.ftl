# Các chương trình của bài học bên cạnh một lần tìm kiếm, cho code, trace --code và watch.

code-no-program = không có chương trình { $language } cho phương pháp { $method }; { $language } có: { $has }
code-python-convention = Chương trình này đánh số ngược lại: A[k] là hàng của quân hậu ở cột k, nên hàng r của vết là cột k = r của chương trình, còn cột của vết là hàng i của chương trình.
