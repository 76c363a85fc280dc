Feature: Recalling facts
  Recall is how the model reaches every fact the prompt does not show. It searches all topics by
  keyword, reads one topic together with related hits from the others, or lists the topics; it
  never changes a file and never reads outside the memory store. How a reply is worded is not
  specified: only which facts it shows, verbatim, and in what order.

  Rule: Recall searches every topic, reads one topic, or lists the topics
    > Takes: query (search everything), or topic (read one), or neither (list the topics).

    @RECALL-1
    Scenario: A search reaches facts in every topic
      Given the store holds these facts:
        | fact                        | topic |
        | Has a cat named Luna        | pets  |
        | Owns a sailboat called Luna | boats |
      When the model searches memory for "Luna"
      Then the reply contains "Has a cat named Luna"
      And the reply contains "Owns a sailboat called Luna"

    @RECALL-1
    Scenario: A search finds each fact of one topic that holds the word
      Given the store holds these facts:
        | fact                     | topic |
        | Has a cat named Luna     | pets  |
        | Bought a collar for Luna | pets  |
      When the model searches memory for "Luna"
      Then the reply contains "Has a cat named Luna"
      And the reply contains "Bought a collar for Luna"

    @RECALL-1
    Scenario: A fact written after a search is found by the next search
      Given the store holds the fact "Has a cat named Luna" under topic "pets"
      When the model searches memory for "Luna"
      And the store writes the fact "Adopted a kitten named Miso" under topic "pets"
      And the model searches memory for "Miso"
      Then the reply contains "Adopted a kitten named Miso"

    @RECALL-1
    Scenario: Reading a topic shows that topic's facts
      Given the store holds these facts:
        | fact                          | topic       |
        | Has a cat named Luna          | pets        |
        | Works as a security engineer  | work        |
        | Favorite color is cobalt blue | preferences |
      When the model reads the topic "work" from memory
      Then the reply contains "Works as a security engineer"

    @RECALL-1
    Scenario: Reading a topic shows its facts that do not hold the topic's name
      Given the store holds these facts:
        | fact                           | topic |
        | Works as a security engineer   | work  |
        | Commutes by bike every morning | work  |
        | Has a cat named Luna           | pets  |
      When the model reads the topic "work" from memory
      Then the reply contains "Commutes by bike every morning"

    @RECALL-1 @EDIT-3
    Scenario: A topic file deleted by hand is gone from the list of topics at once
      > One topic, by hand: delete topics/<slug>.md.
      Given the store holds these facts:
        | fact                          | topic       |
        | Has a cat named Luna          | pets        |
        | Works as a security engineer  | work        |
      When the user deletes the topic file "pets" by hand
      And the model asks memory for its list of topics
      Then the reply does not contain "pets"

    @RECALL-1
    Scenario Outline: Reading the topic "<topic>" shows the fact the model saved under that name
      > Takes: fact and an optional free-form topic (defaults to general).

      > Takes: query (search everything), or topic (read one)
      Which slug a name with accents gets is not documented; that reading the name a fact was
      saved under reads that fact's topic follows from both taking the same free-form topic.
      Given the store holds the fact "Has a cat named Luna" under topic "pets"
      When the model writes the fact "<fact>" under topic "<topic>"
      And the model reads the topic "<topic>" from memory
      Then the reply contains "<fact>"

      Examples:
        | topic        | fact                              |
        | Café         | Orders a flat white every Monday  |
        | Zürich trips | Takes the night train to the Alps |

    @RECALL-1
    Scenario: Recall with neither a query nor a topic lists the topics
      Given the store holds these facts:
        | fact                          | topic       |
        | Has a cat named Luna          | pets        |
        | Works as a security engineer  | work        |
        | Favorite color is cobalt blue | preferences |
      When the model asks memory for its list of topics
      Then the reply names each of these topics:
        | topic       |
        | pets        |
        | preferences |
        | work        |


    @RECALL-1
    Scenario: Reading a topic that holds no fact answers without an error
      Given the store holds the fact "Has a cat named Luna" under topic "pets"
      When the model reads the topic "gardening" from memory
      Then memory answers without an error

  Rule: Search is keyword-based, accent-normalised, stemmed, and ranked by how much of the query a fact covers
    > A search is keyword-based, accent-normalised and stemmed, ranked by how much of the query it
    > covers.

    @RECALL-2
    Scenario: "where do I live" finds "Lives in Madrid"
      > Search is stemmed, so "where do I live" finds "Lives in Madrid".
      Given the store holds these facts:
        | fact                         | topic    |
        | Has a cat named Luna         | pets     |
        | Works as a security engineer | work     |
        | Lives in Madrid              | location |
      When the model searches memory for "where do I live"
      Then the reply contains "Lives in Madrid"

    @RECALL-2
    Scenario Outline: A search ignores accents, in the fact or in the query
      Given the store holds the fact "<fact>" under topic "reading"
      When the model searches memory for "<query>"
      Then the reply contains "<fact>"

      Examples:
        | fact                                      | query |
        | Reads novels at the café near the station | cafe  |
        | Reads novels at the cafe near the station | café  |

    @RECALL-2
    Scenario Outline: A search ignores an accent wherever it stands, in either case: <query>
      Given the store holds the fact "<fact>" under topic "travel"
      When the model searches memory for "<query>"
      Then the reply contains "<fact>"

      Examples:
        | fact                                      | query  |
        | Émile is the name of the neighbour        | emile  |
        | Moved to Zürich in the spring             | zurich |
        | Flies to São Paulo every winter           | sao    |
        | Reads novels at the cafe near the station | CAFÉ   |
        | Visits the cafés near the station         | cafe   |

    @RECALL-2
    Scenario Outline: A search ignores an accent written as a combining mark: <query>
      An accent typed on some systems is a letter followed by a combining mark (Unicode NFD):
      still an accent, so still normalised away. Whether a fact is stored in that form or
      composed (NFC) is not documented: the reply may show either.
      Given the quoted text in this scenario is written with escapes
      And the store holds the fact "<fact>" under topic "reading"
      When the model searches memory for "<query>"
      Then the reply contains "<fact>", composed or as written

      Examples:
        | fact                                            | query      |
        | Reads novels at the cafe\u0301 near the station | cafe       |
        | Reads novels at the café near the station       | cafe\u0301 |

    @RECALL-2
    Scenario: Facts covering all, two thirds and one third of the query are listed in that order
      Given the store holds these facts:
        | fact                                       | topic    |
        | Bakes sourdough bread every Sunday morning | weekends |
        | Keeps a sourdough starter for bread        | kitchen  |
        | Buys bread at the corner shop              | errands  |
      When the model searches memory for "sourdough bread starter"
      Then the reply lists these facts, in this order:
        | fact                                       |
        | Keeps a sourdough starter for bread        |
        | Bakes sourdough bread every Sunday morning |
        | Buys bread at the corner shop              |

    @RECALL-2
    Scenario: Facts of one topic covering all, two thirds and one third of the query are listed in that order
      Given the store holds these facts:
        | fact                                       | topic |
        | Keeps a sourdough starter for bread        | food  |
        | Bakes sourdough bread every Sunday morning | food  |
        | Buys bread at the corner shop              | food  |
      When the model searches memory for "sourdough bread starter"
      Then the reply lists these facts, in this order:
        | fact                                       |
        | Keeps a sourdough starter for bread        |
        | Bakes sourdough bread every Sunday morning |
        | Buys bread at the corner shop              |

    @RECALL-2
    Scenario: A long fact covering the whole query is listed before a short fact covering a third of it
      Coverage is of the query: how many of the fact's own words match does not rank it.
      Given the store holds these facts:
        | fact                                                          | topic    |
        | Bakes bread                                                   | weekends |
        | Keeps a sourdough starter for rye bread in the kitchen fridge | kitchen  |
      When the model searches memory for "sourdough bread starter"
      Then the reply lists these facts, in this order:
        | fact                                                          |
        | Keeps a sourdough starter for rye bread in the kitchen fridge |
        | Bakes bread                                                   |

    @RECALL-2
    Scenario: A search for a word no fact contains shows none of the facts
      Given the store holds these facts:
        | fact                          | topic       |
        | Has a cat named Luna          | pets        |
        | Works as a security engineer  | work        |
        | Favorite color is cobalt blue | preferences |
      When the model searches memory for "saxophone"
      Then the reply contains none of these facts:
        | fact                          |
        | Has a cat named Luna          |
        | Works as a security engineer  |
        | Favorite color is cobalt blue |


    @RECALL-1 @RECALL-2
    Scenario: A search that thirty facts match answers with facts it found
      Given 30 unrelated facts that each end with the word "kiosk" are stored under topic "errands"
      When the model searches memory for "kiosk"
      Then the reply contains at least one of the facts that end with "kiosk"

    @RECALL-1 @RECALL-2
    Scenario: A search made only of common words answers without an error
      Given the store holds the fact "Lives in Madrid" under topic "location"
      When the model searches memory for "where do I"
      Then memory answers without an error

  Rule: Reading a topic returns all of its facts plus up to 4 related hits from other topics
    > Reading a topic returns that topic's own facts plus up to 4 related hits from other topics.
    A related hit is a fact of another topic that a search for the topic's name finds (R12).

    @RECALL-3 @R12
    Scenario: Reading a topic also shows a related fact filed under another topic
      Given the store holds these facts:
        | fact                         | topic   |
        | Works as a security engineer | work    |
        | Commutes to work by bike     | commute |
      When the model reads the topic "work" from memory
      Then the reply contains "Works as a security engineer"
      And the reply contains "Commutes to work by bike"

    @RECALL-3 @R12
    Scenario: Reading a topic of thirty facts shows every one of them
      Given unrelated facts are stored in these topics:
        | topic  | facts |
        | ledger | 30    |
        | other  | 5     |
      When the model reads the topic "ledger" from memory
      Then the reply contains each of unrelated facts 1 to 30

    @RECALL-3 @R12
    Scenario: Reading a topic leaves out facts of other topics that share no word with its name
      Given the store holds these facts:
        | fact                          | topic       |
        | Works as a security engineer  | work        |
        | Commutes to work by bike      | commute     |
        | Has a cat named Luna          | pets        |
        | Favorite color is cobalt blue | preferences |
      When the model reads the topic "work" from memory
      Then the reply contains "Commutes to work by bike"
      And the reply contains none of these facts:
        | fact                          |
        | Has a cat named Luna          |
        | Favorite color is cobalt blue |

    @RECALL-3 @R12
    Scenario: Reading a topic shows at most 4 related facts from other topics
      Given the store holds these facts:
        | fact                               | topic    |
        | Works as a security engineer       | work     |
        | Commutes to work by bike           | commute  |
        | Wears sneakers at work             | clothing |
        | Drinks green tea during work       | drinks   |
        | Keeps a cactus on the desk at work | plants   |
        | Listens to jazz after work         | music    |
        | Takes short naps before work       | sleep    |
      When the model reads the topic "work" from memory
      Then the reply contains "Works as a security engineer"
      And the reply shows at least 1 and at most 4 of these facts:
        | fact                               |
        | Commutes to work by bike           |
        | Wears sneakers at work             |
        | Drinks green tea during work       |
        | Keeps a cactus on the desk at work |
        | Listens to jazz after work         |
        | Takes short naps before work       |


    @RECALL-3 @R12
    Scenario: A topic whose own facts all name it still shows the related fact of another topic
      Given the store holds these facts:
        | fact                     | topic  |
        | Works remotely           | work   |
        | Works weekends           | work   |
        | Loves work               | work   |
        | Dreads work              | work   |
        | Commutes to work by bike | travel |
      When the model reads the topic "work" from memory
      Then the reply contains "Commutes to work by bike"

    @RECALL-3 @R12
    Scenario: A topic whose own facts all name it still shows the related fact of a topic whose name sorts after it
      Given the store holds these facts:
        | fact                     | topic |
        | Works remotely           | work  |
        | Works weekends           | work  |
        | Loves work               | work  |
        | Dreads work              | work  |
        | Mows the yard after work | yard  |
      When the model reads the topic "work" from memory
      Then the reply contains "Mows the yard after work"

    @RECALL-3 @R12
    Scenario: Reading a topic shows a related fact filed under a topic whose name sorts after it
      Given the store holds these facts:
        | fact                  | topic    |
        | Has a cat named Luna  | pets     |
        | Buys pet food in bulk | shopping |
      When the model reads the topic "pets" from memory
      Then the reply contains "Buys pet food in bulk"

  Rule: Recall is read-only and jailed to the memory store
    > Read-only and jailed to her own memory store, so it is companion-safe.

    @RECALL-4
    Scenario: Searching, reading a topic and listing the topics change no file on the machine
      Given the store holds these facts:
        | fact                          | topic       |
        | Has a cat named Luna          | pets        |
        | Works as a security engineer  | work        |
        | Favorite color is cobalt blue | preferences |
      And the user has added the bullet "Plays bass in a band" to the topic file "work" by hand
      And every file on the user's machine has been noted down
      When the model searches memory for "Luna"
      And the model reads the topic "work" from memory
      And the model asks memory for its list of topics
      Then no file or folder on the user's machine has been created, changed or deleted

    @RECALL-4
    Scenario: Searching, reading a topic and listing the topics of a store never written create no file
      Given an empty memory store
      And every file on the user's machine has been noted down
      When the model searches memory for "Luna"
      And the model reads the topic "work" from memory
      And the model asks memory for its list of topics
      Then no file or folder on the user's machine has been created, changed or deleted

    @RECALL-4
    Scenario Outline: A topic name cannot read a file outside topics/
      Given the store holds the fact "Has a cat named Luna" under topic "pets"
      And a file "secret.md" holding "- Vault code is zebra-quartz-7741" sits in the memory folder and in every folder above it
      When the model reads the topic "<topic>" from memory
      Then the reply does not contain "zebra-quartz-7741"

      Examples:
        | topic                    |
        | ../secret                |
        | ../../secret             |
        | ../../../secret          |
        | ../../../../secret       |
        | topics/../../secret      |
        | ~/secret                 |
        | %2e%2e/secret            |
        | {memory folder}/secret   |
        | {memory folder}/../secret |

  Rule: A bullet added to a topic file by hand is real memory
    > findable by search? yes → memory_recall / search_facts return it recall('work'): both facts
    > So a hand-added fact is real memory.

    @RECALL-5
    Scenario: A bullet added to a topic file by hand is found by a search
      Given the store holds the fact "Works as a security engineer" under topic "work"
      When the user adds the bullet "Plays bass in a band" to the topic file "work" by hand
      And the model searches memory for "bass"
      Then the reply contains "Plays bass in a band"

    @RECALL-5
    Scenario: Reading the topic shows the written fact and the one added by hand
      Given the store holds the fact "Works as a security engineer" under topic "work"
      When the user adds the bullet "Plays bass in a band" to the topic file "work" by hand
      And the model reads the topic "work" from memory
      Then the reply contains "Works as a security engineer"
      And the reply contains "Plays bass in a band"

    @RECALL-5 @STORE-4
    Scenario: A bullet added by hand to a topic file saved with CR LF line endings is found by its last word
      > It is markdown in your home directory. Open it.
      CR LF ends a Markdown line as LF does: the carriage return is no part of the fact's last word.
      Given the store holds the fact "Works as a security engineer" under topic "work"
      When the user adds the bullet "Plays bass in a band" to the topic file "work" by hand
      And the user saves every file of the memory store again with CR LF line endings
      Then a search for "band" finds "Plays bass in a band"
      And a search for "engineer" finds "Works as a security engineer"
      And reading the topic "work" finds "Plays bass in a band"

    @RECALL-5
    Scenario: Every bullet of a topic file made by hand is found, wherever a blank line or a note stands between them
      > A topic file is a heading and a list of - bullets. Nothing else in the file is read.
      A blank line or a line that is no bullet is not read, and does not end the list: each "- "
      bullet of the file is a fact, the first, one after a blank line, and one after a note.
      Given the store holds the fact "Works as a security engineer" under topic "work"
      When the user creates the topic file "hobbies" by hand, holding:
        """
        # hobbies

        - Plays chess online

        - Collects vinyl records
        Notes kept loosely below.
        - Grows basil on the balcony
        """
      Then a search for "chess" finds "Plays chess online"
      And a search for "vinyl" finds "Collects vinyl records"
      And a search for "basil" finds "Grows basil on the balcony"
      And reading the topic "hobbies" finds "Collects vinyl records"
      And reading the topic "hobbies" finds "Grows basil on the balcony"

    @RECALL-5
    Scenario: A topic file made by hand is found by a search and by reading it
      Given the store holds the fact "Works as a security engineer" under topic "work"
      When the user creates the topic file "hobbies" by hand, holding:
        """
        # hobbies

        - Plays chess online
        """
      Then a search for "chess" finds "Plays chess online"
      And reading the topic "hobbies" finds "Plays chess online"
