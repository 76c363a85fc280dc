Feature: Searching past conversations
  The conversation log is a SQLite database: every turn is a row of the turns table, and
  session_search runs FTS5 over it. Long query words match as prefixes because Spanish inflects
  by suffix; short ones match whole words; and no query, however hostile, is ever FTS5 syntax.

  Background:
    Given the conversation log holds these turns:
      | role      | content                                              |
      | user      | Las latencias del servidor subieron otra vez         |
      | assistant | Medí las latencias de la API: el p95 ronda 200 ms    |
      | user      | Mañana reviso la base de datos con calma             |
      | assistant | Pros and cons of moving the database to the new host |
      | user      | The coffee shop near the station opens at seven      |
      | assistant | Remember: AND, OR, NOT and NEAR are FTS5 operators   |

  Rule: The log is the turns table, searched with SQLite FTS5
    > session_search — search past conversations Takes: query. Runs SQLite FTS5 over the turns
    > table.

    @SESS-1
    Scenario: Every turn said is a row of the turns table, indexed by FTS5
      Then the database holds a table named "turns" with a row for each turn said
      And the database holds an FTS5 index

    @SESS-1
    Scenario: A search finds the turn that said the word
      When the model searches past conversations for "station"
      Then the search finds exactly these turns:
        | role | content                                         |
        | user | The coffee shop near the station opens at seven |

    @SESS-1
    Scenario: A turn said before a restart is still found
      The turns table holds every conversation, not only this session's.
      When the system restarts
      And the model searches past conversations for "station"
      Then the search finds exactly these turns:
        | role | content                                         |
        | user | The coffee shop near the station opens at seven |

  Rule: A query word of 4 characters or more matches as a prefix
    > Tokens of 4 characters or more become prefix queries, because Spanish inflects by suffix:
    > latencia found 0 turns while the word sat inside latencias in two of them.

    @SESS-2
    Scenario: "latencia" finds the turns that said "latencias"
      When the model searches past conversations for "latencia"
      Then the search finds exactly these turns:
        | role      | content                                           |
        | user      | Las latencias del servidor subieron otra vez      |
        | assistant | Medí las latencias de la API: el p95 ronda 200 ms |

    @SESS-2
    Scenario Outline: A query word of exactly 4 characters matches as a prefix: "<query>"
      When the model searches past conversations for "<query>"
      Then the search finds the turn "<turn>"

      Examples:
        | query | turn                                                 |
        | late  | Las latencias del servidor subieron otra vez         |
        | data  | Pros and cons of moving the database to the new host |
        | stat  | The coffee shop near the station opens at seven      |

    @SESS-2
    Scenario Outline: A query word of 4 characters, one of them outside ASCII, matches as a prefix: "<query>"
      The length counts characters, not the bytes of their UTF-8 encoding.
      Given the conversation log holds the turn "<turn>" said by the user
      When the model searches past conversations for "<query>"
      Then the search finds the turn "<turn>"

      Examples:
        | query | turn                                   |
        | niño  | Los niños juegan en el parque          |
        | café  | Probamos tres cafés distintos ayer     |

    @SESS-2
    Scenario Outline: Every long word of a query matches as a prefix, not only the last: "<query>"
      When the model searches past conversations for "<query>"
      Then the search finds the turn "<turn>"

      Examples:
        | query             | turn                                              |
        | latencia servidor | Las latencias del servidor subieron otra vez      |
        | latencia ronda    | Medí las latencias de la API: el p95 ronda 200 ms |

    @SESS-2
    Scenario Outline: A query word of 4 characters or more in capitals matches as a prefix: "<query>"
      A capital letter does not make a token anything but a token: FTS5's tokenizers fold case,
      so a capitalised word is the same prefix query as the word in lower case.
      When the model searches past conversations for "<query>"
      Then the search finds the turn "<turn>"

      Examples:
        | query           | turn                                                 |
        | Latencia        | Las latencias del servidor subieron otra vez         |
        | LATENCIA        | Medí las latencias de la API: el p95 ronda 200 ms    |
        | Data            | Pros and cons of moving the database to the new host |
        | STAT            | The coffee shop near the station opens at seven      |
        | Latencia Servid | Las latencias del servidor subieron otra vez         |
        | latencia Servid | Las latencias del servidor subieron otra vez         |

  Rule: A query word under 4 characters matches whole words only
    > Below 4 characters the wildcard costs far more than it buys — "la" matches 212 turns, "la" *
    > matches 937.

    @SESS-3
    Scenario: "la" does not find "las"
      Given the conversation log holds the turn "Revisé las dos primeras pruebas" said by the user
      When the model searches past conversations for "la"
      Then the search finds the turn "Mañana reviso la base de datos con calma"
      And the search does not find the turn "Revisé las dos primeras pruebas"

    @SESS-3
    Scenario Outline: A 3-character query word finds only that whole word: "<query>"
      When the model searches past conversations for "<query>"
      Then the search finds nothing

      Examples:
        | query |
        | lat   |
        | dat   |
        | sta   |

    @SESS-3
    Scenario Outline: A query word of 3 characters, one of them outside ASCII, finds only that whole word: "<query>"
      Three characters are four or more bytes in UTF-8: the length counts characters.
      Given the conversation log holds the turn "<longer>" said by the user
      When the model searches past conversations for "<query>"
      Then the search does not find the turn "<longer>"

      Examples:
        | query | longer                                 |
        | año   | Los años pasan volando                 |
        | más   | Quiero mástiles nuevos para el barco   |

  Rule: Every query word is quoted: FTS5 syntax is literal text, and no query raises
    > Every token is quoted, so AND, NEAR, ( and * are literal strings and never FTS5 operators.
    That no query raises, a query of only quote marks included, is the suite's reading (R8).

    @SESS-4
    Scenario Outline: An FTS5 operator is searched as the word it spells: "<query>"
      When the model searches past conversations for "<query>"
      Then the search finds the turn "Remember: AND, OR, NOT and NEAR are FTS5 operators"

      Examples:
        | query |
        | AND   |
        | OR    |
        | NOT   |
        | NEAR  |

    @SESS-4
    Scenario Outline: A query written in FTS5 syntax answers without an error: <query>
      When the model searches past conversations for:
        """
        <query>
        """
      Then the search answers with hits or with nothing found

      Examples:
        | query                    |
        | latencias AND servidor   |
        | latencias OR servidor    |
        | NOT latencias            |
        | NEAR(latencias servidor) |
        | (latencias               |
        | latencias)               |
        | *                        |
        | latencia*                |
        | content:latencias        |
        | {content}: latencias     |
        | ^latencias               |
        | -latencias               |
        | latencias + servidor     |
        | "latencias"              |

    @SESS-4 @R8
    Scenario Outline: A hostile query answers with hits or with nothing found: <query>
      When the model searches past conversations with <query>
      Then the search answers with hits or with nothing found

      Examples:
        | query                                              |
        | a query made only of a quote mark                  |
        | a query made only of quote marks                   |
        | a query with an unbalanced quote                   |
        | a query holding a NUL character                    |
        | a query made only of a NUL character               |
        | a query made only of NUL characters                |
        | a query made only of single and double quote marks |
        | a query of a NUL character in quote marks          |
        | a query of NUL characters and quote marks mixed    |
        | a query of 10,000 characters                       |
        | a query holding every FTS5 operator                |
        | an empty query                                     |
        | a query of only spaces                             |

    @SESS-4
    Scenario: A wildcard mark typed after a short word is literal text, not a prefix query
      When the model searches past conversations for "la*"
      Then the search does not find the turn "Las latencias del servidor subieron otra vez"

    @SESS-4
    Scenario: A word in quote marks inside a query is still found
      When the model searches past conversations for:
        """
        "latencias" servidor
        """
      Then the search finds the turn "Las latencias del servidor subieron otra vez"

  Rule: The turns table keeps two dead columns, documented beside them
    > The turns table has an emotion column and a tools_used column. Both are NULL in every row.
    > […] The schema says so in a comment beside them:
    The comment is the documented sentence; Markdown code marks around the column names, the way
    it is wrapped over comment lines, and what it goes on to say where the quote stops do not
    matter (R2).

    @SESS-5
    Scenario: emotion and tools_used are NULL in every row
      Then the turns table has the columns "emotion" and "tools_used"
      And "emotion" and "tools_used" are NULL in every row of the turns table

    @SESS-5 @R2
    Scenario: The schema says, in a comment beside the columns, that both are dead
      Then the stored definition of the turns table carries the comment:
        """
        emotion and tools_used are both DEAD: every insert_turn call site passes role and content only, so both are NULL in every row and no query reads either.
        """

  Rule: Her history remembers words, not deeds
    > Her history remembers words, not deeds.

    > Asked "did you already check that?", the record she reads back is her own previous answer.

    @SESS-6
    Scenario: Asked "did you already check that?", Kotoba reads back her own previous answer
      Given the conversation log holds the turn "I checked the replica lag: it is under a second" said by the assistant
      When the model searches past conversations for "checked replica"
      Then the search finds exactly these turns:
        | role      | content                                         |
        | assistant | I checked the replica lag: it is under a second |

    @SESS-6
    Scenario: A tool name written into the tools_used column is never searched
      Given the conversation log holds the turn "I checked the replica lag: it is under a second" said by the assistant
      And the tools_used column of every turn is set by hand to "grafana"
      When the model searches past conversations for "grafana"
      Then the search finds nothing

  Rule: Turns said at the same moment from several processes are all kept
    The documents lock the fact store across processes, but say nothing of several processes
    writing the conversation log at once: keeping every turn then is the suite's reading.

    @SESS-1 @optional
    Scenario: Four processes saying ten turns each at once lose none of them
      When 4 separate processes each add 10 turns to the conversation log at the same moment
      Then the turns table holds a row for each of the 40 turns
      And a search for each of the 40 turns' last words finds that turn
