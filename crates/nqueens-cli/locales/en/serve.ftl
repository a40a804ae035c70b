# `nqueens serve`: the classroom page and its API.

# Help.
cmd-serve-about = Serve the classroom page: play, watch the search, solutions, knight's tours and counts in the browser
cmd-serve-after-help =
    The page and everything it needs are built into the binary: it works offline and fetches nothing from elsewhere. It runs the same searches as the other commands, in English or Vietnamese (from the browser's language, with a switch). The server listens on 127.0.0.1 only, unless --bind names another address. Ctrl-C stops it.

    Exit status: 0 when stopped, 2 on an error (the port taken, say).
arg-serve-port = The port to listen on; 0 picks a free one
arg-serve-bind = Listen on this address instead of 127.0.0.1 (then anyone who can reach it can use the page)
arg-serve-open = Open the page in the desktop's browser

# Running.
serve-listening = serving on { $url }
serve-not-loopback = listening on { $address }, not on this machine's loopback: anyone who can reach that address can use the page
serve-bad-address = { $address } is not an IP address, such as 127.0.0.1 or ::1, nor localhost
serve-runtime-failed = could not start the server's threads
serve-cannot-listen = cannot listen on { $address }
serve-cannot-open = could not open a browser; open { $url } yourself

# Answers the page shows.
serve-not-found = there is nothing at this address
serve-missing = the request needs { $name }
serve-out-of-range = { $name } must be from { $min } to { $max }, not { $text }
serve-not-a-flag = { $name } must be true or false, not { $text }
serve-bad-exercise = no such exercise: { $text } (next or marker)
serve-bad-method = no such method: { $text }
serve-bad-code = no program in that language: { $text } (python, pascal, java or cpp)
serve-no-program = the { $code } program does not use the { $method } method
serve-bad-comments = comments are en or vi, not { $text }
serve-bad-queens = a placement of the { $n } x { $n } board lists { $n } columns from 0 to { $n } - 1, not { $text }
serve-bad-body = the request is not a board with its queens: { $error }
serve-off-board = the square ({ $row },{ $col }) is off the { $n } x { $n } board
serve-square-twice = { $square } is given twice
serve-bad-start = the start square { $text } is not row,col on the { $rows } x { $cols } board
serve-tour-too-large = the lessons' backtracking takes boards of at most { $most } squares, not { $rows } x { $cols }; Warnsdorff's rule takes larger ones
serve-too-long = this search took more than { $seconds } s and was stopped
serve-busy = the server is busy with other searches; try again in { $seconds } s
serve-failed-request = the search failed
serve-count-running = a count of yours is running already; cancel it first
serve-count-too-large = the page counts boards up to { $most } x { $most }; count the { $n } x { $n } board with the command below
serve-client-too-long = the client id is longer than { $most } characters
serve-bad-variant = no such variant: { $text } (torus, superqueens or pawns)
serve-bad-pawns = the pawns { $text } are not up to { $most } squares row.col on the { $n } x { $n } board, separated by commas
serve-body-too-large = the request is larger than { $most } bytes

# Requests refused before the API reads them.
serve-wrong-host = this server answers to { $expected } only, not to the host { $host }
serve-cross-origin = a page from { $origin } may not send requests to this server
serve-body-too-slow = the request's body did not arrive within { $seconds } s
serve-body-unread = the request's body could not be read
