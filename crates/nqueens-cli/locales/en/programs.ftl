# The lessons' programs beside a search, for code, trace --code and watch.

code-no-program = there is no { $language } program for the method { $method }; { $language } has: { $has }
code-python-convention = This program numbers the other way round: A[k] is the row of the queen in column k, so the trace's row r is the program's column k = r, and its column is the program's row i.
