{ en: The knight's tour by backtracking: the knight visits every square once. }
{ vi: Bài toán mã đi tuần bằng quay lui: quân mã đi qua mọi ô, mỗi ô một lần. }
{ en: d[x,y] is the number of the move that reached row x, column y (0: not yet). }
{ vi: d[x,y] là số thứ tự nước đi tới ô hàng x, cột y (0: chưa đi qua). }
{ en: Hx[k], Hy[k] are the eight moves, tried in this order. }
{ vi: Hx[k], Hy[k] là tám nước đi của quân mã, thử theo thứ tự này. }
{ en: Run it as: ./knights_tour 5 1 1   (size, start row, start column; or type them) }
{ vi: Chạy: ./knights_tour 5 1 1   (kích thước, hàng và cột xuất phát; hoặc gõ vào) }
program KnightsTour;

const
  MaxN = 8;
  Hx: array[1..8] of integer = (2, 1, -1, -2, -2, -1, 1, 2);
  Hy: array[1..8] of integer = (1, 2, 2, 1, -1, -2, -2, -1);

var
  n, x0, y0, code: integer;
  d: array[1..MaxN, 1..MaxN] of integer;
  found: boolean;

procedure Print;
var
  x, y: integer;
begin
  for x := 1 to n do
  begin
    for y := 1 to n do
      write(d[x, y]:4);
    writeln;
  end;
end;

procedure Try(i, x, y: integer);
var
  k, u, v: integer;
begin
  for k := 1 to 8 do  { @step move try }
  begin
    u := x + Hx[k];
    v := y + Hy[k];
    if (u >= 1) and (u <= n) and (v >= 1) and (v <= n) and (d[u, v] = 0) then
    begin
      d[u, v] := i;  { @step move accept }
      if i = n * n then
      begin
        Print;  { @step tour }
        found := true;
      end
      else
        Try(i + 1, u, v);  { @step call }
      if found then
        exit;
      d[u, v] := 0;  { @step move undo }
    end;
  end;
end;

begin
  if ParamCount >= 3 then
  begin
    Val(ParamStr(1), n, code);
    if code <> 0 then
      n := 0;
    Val(ParamStr(2), x0, code);
    if code <> 0 then
      x0 := 0;
    Val(ParamStr(3), y0, code);
    if code <> 0 then
      y0 := 0;
  end
  else
  begin
    write('n = ');
    readln(n);
    { en: Ask again until the start square is on the board. }
    { vi: Hỏi lại cho tới khi ô xuất phát nằm trên bàn cờ. }
    repeat
      write('x, y = ');
      readln(x0, y0);
    until (x0 >= 1) and (x0 <= n) and (y0 >= 1) and (y0 <= n);
  end;
  if (n < 1) or (n > MaxN) or (x0 < 1) or (x0 > n) or (y0 < 1) or (y0 > n) then
  begin
    writeln('n: 1..', MaxN, '; x, y: 1..n');
    halt(2);
  end;
  found := false;
  d[x0, y0] := 1;
  if n = 1 then
  begin
    Print;
    found := true;
  end
  else
    Try(2, x0, y0);
  if not found then
    writeln('Khong co cach di');
end.
