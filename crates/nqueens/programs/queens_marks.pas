{ en: The n queens by backtracking with marker arrays, rows and columns from 1. }
{ vi: Bài toán n quân hậu bằng quay lui với các mảng đánh dấu, hàng và cột từ 1. }
{ en: x[i] is the column of the queen in row i. A marker is true while its line is free: }
{ vi: x[i] là cột của quân hậu ở hàng i. Một phần tử đánh dấu là true khi đường đó còn trống: }
{ en: a[j] the column j, b[i+j] and c[i-j] the two diagonals through (i, j). }
{ vi: a[j] là cột j, b[i+j] và c[i-j] là hai đường chéo qua ô (i, j). }
{ en: Run it as: ./queens_marks 8   (or type n when asked) }
{ vi: Chạy: ./queens_marks 8   (hoặc gõ n khi được hỏi) }
program QueensMarks;

const
  MaxN = 20;

var
  n, count: integer;
  x: array[1..MaxN] of integer;
  a: array[1..MaxN] of boolean;
  b: array[2..2 * MaxN] of boolean;
  c: array[1 - MaxN..MaxN - 1] of boolean;

procedure Print;
var
  i: integer;
begin
  count := count + 1;
  write('Nghiem ', count, ':');
  for i := 1 to n do
    write(' ', x[i]);
  writeln;
end;

procedure Try(i: integer);
var
  j: integer;
begin
  for j := 1 to n do  { @step try }
    if a[j]  { @step conflict column }
      and b[i + j]  { @step conflict diagonal }
      and c[i - j] then  { @step conflict anti-diagonal }
    begin
      x[i] := j;
      a[j] := false; b[i + j] := false; c[i - j] := false;  { @step place }
      if i < n then
        Try(i + 1)  { @step call }
      else
        Print;  { @step solution }
      { en: Take the queen back: its three lines are free again. }
      { vi: Bỏ quân hậu ra: ba đường của nó lại trống. }
      a[j] := true; b[i + j] := true; c[i - j] := true;  { @step backtrack }
    end;
end;

var
  k, code: integer;

begin
  if ParamCount >= 1 then
  begin
    Val(ParamStr(1), n, code);
    if code <> 0 then
      n := 0;
  end
  else
  begin
    write('n = ');
    readln(n);
  end;
  if (n < 1) or (n > MaxN) then
  begin
    writeln('n: 1..', MaxN);
    halt(2);
  end;
  for k := 1 to n do
    a[k] := true;
  for k := 2 to 2 * n do
    b[k] := true;
  for k := 1 - n to n - 1 do
    c[k] := true;
  count := 0;
  Try(1);
  if count = 0 then
    writeln('Khong co nghiem');
end.
