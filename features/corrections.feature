Feature: Duplicates and corrections
  A new fact is compared with every fact already stored, in every topic: a duplicate is not written
  and the reply quotes the fact it matched; a correction retires the fact it supersedes and says what
  it replaced and what still contradicts it. Retiring deletes for good, so every judgement leans
  toward keeping: a different subject is another statement, never a correction.

  Rule: A duplicate is caught across topics, quoted, and not written
    > De-duplication runs across all topics, not within one, because the model invents synonym
    > topics and a per-topic check let the same fact pile up under each. A duplicate reply quotes
    > the fact it matched
    How a duplicate reply is worded is not documented: it must quote the stored fact (R5).

    @WRITE-6
    Scenario: The same fact under a synonym topic is reported with the stored fact quoted
      Given the store holds the fact "Has a dog named Luna" under topic "pets"
      When the model writes the fact "Has a dog named Luna" under topic "animals"
      Then the reply contains "Has a dog named Luna"
      And no file in the memory store has changed

    @WRITE-6 @R5
    Scenario: The store function names the stored fact a duplicate matched
      Given the store holds the fact "Has a dog named Luna" under topic "pets"
      When the store writes the fact "Has a dog named Luna" under topic "animals"
      Then the result says the fact was not written, as a duplicate of "Has a dog named Luna"
      And no file in the memory store has changed

    @WRITE-6 @R5
    Scenario: A fact written a moment ago is a duplicate for the next write
      Given the store holds the fact "Has a dog named Luna" under topic "pets"
      When the store writes the fact "Walks the dog every morning" under topic "pets"
      And the store writes the fact "Walks the dog every morning" under topic "animals"
      Then the result says the fact was not written, as a duplicate of "Walks the dog every morning"

    @WRITE-6 @R5
    Scenario: The older of two stored facts that open alike is still caught as a duplicate
      Given the store holds these facts:
        | fact                 | topic |
        | Has a dog named Luna | pets  |
        | Has a cat named Miso | pets  |
      When the store writes the fact "Has a dog named Luna" under topic "animals"
      Then the result says the fact was not written, as a duplicate of "Has a dog named Luna"

    @WRITE-6
    Scenario: The same fact twice under one topic is stored once
      Given the store holds the fact "Has a dog named Luna" under topic "pets"
      When the model writes the fact "Has a dog named Luna" under topic "pets"
      Then the reply contains "Has a dog named Luna"
      And no file in the memory store has changed

    @WRITE-6 @WRITE-10 @R5
    Scenario Outline: A fact equal to a stored one once its whitespace is collapsed is a duplicate the reply quotes as stored: <spacing>
      > One fact is one line. Whitespace is collapsed
      The write path collapses whitespace, so the new fact, collapsed, is the stored one byte for
      byte: saving it would put the same fact in the store twice. The reply must quote the fact
      as stored, not the spaced text it was sent.
      Given the store holds the fact "Has a dog named Luna" under topic "pets"
      When the model writes "Has a dog named Luna" under topic "animals" with <spacing>
      Then the reply contains "Has a dog named Luna"
      And no file in the memory store has changed

      Examples:
        | spacing                        |
        | runs of spaces between words   |
        | a tab between words            |
        | spaces before and after it     |

    @WRITE-6 @WRITE-10 @R5
    Scenario Outline: The store function names the stored fact a spaced duplicate matched: <spacing>
      > One fact is one line. Whitespace is collapsed
      Given the store holds the fact "Has a dog named Luna" under topic "pets"
      When the store writes "Has a dog named Luna" under topic "animals" with <spacing>
      Then the result says the fact was not written, as a duplicate of "Has a dog named Luna"
      And no file in the memory store has changed

      Examples:
        | spacing                        |
        | runs of spaces between words   |
        | a tab between words            |
        | spaces before and after it     |

    @WRITE-6 @STORE-2 @R5
    Scenario Outline: A duplicate of a fact pushed out of Recent is caught, through <route>
      > ## Recent is capped at 25 entries (RECENT_CAP). Everything older is still in its topic file
      The duplicate check runs across all topics, so a fact only in its topic file is matched too.
      Given the store holds the fact "Has a dog named Luna" under topic "pets"
      And 30 unrelated facts are stored under topic "notes"
      When the <route> writes the fact "Has a dog named Luna" under topic "animals"
      Then the write is reported as a duplicate quoting "Has a dog named Luna"
      And no file in the memory store has changed

      Examples:
        | route |
        | model |
        | store |

    @WRITE-6 @R5
    Scenario Outline: A fact differing from a stored one only in <difference> is stored, or is a duplicate quoting the stored fact (<route>)
      > A duplicate reply quotes the fact it matched
      Whether case or punctuation make another fact the documents leave open: the write may
      store the new wording. If it takes it for a duplicate instead, what it quotes is the fact
      as stored, never the wording it was sent.
      Given the store holds the fact "Has a dog named Luna" under topic "pets"
      When the <route> writes the fact "<sent>" under topic "animals"
      Then if the write was taken for a duplicate, it quotes "Has a dog named Luna" as stored

      Examples:
        | route | difference                     | sent                  |
        | model | a lower-case first letter      | has a dog named Luna  |
        | model | capitals throughout            | HAS A DOG NAMED LUNA  |
        | store | a lower-case first letter      | has a dog named Luna  |
        | store | a full stop                    | Has a dog named Luna. |
        | store | capitals and a full stop       | HAS A DOG NAMED LUNA. |

    @WRITE-6 @STORE-4 @R5
    Scenario: A duplicate of a fact in a topic file saved by hand with CR LF line endings is caught
      > It is markdown in your home directory. Open it.
      CR LF ends a Markdown line as LF does: the stored fact is the same fact.
      Given the store holds the fact "Has a dog named Luna" under topic "pets"
      When the user saves every file of the memory store again with CR LF line endings
      And the store writes the fact "Has a dog named Luna" under topic "animals"
      Then the result says the fact was not written, as a duplicate of "Has a dog named Luna"
      And no topic file holds "Has a dog named Luna" twice

  Rule: A correction retires the old fact from every file and says what it replaced
    > A fact that supersedes an older one retires the old version and the reply states what it
    > replaced and what still contradicts it

    > There is no undo. _retire_facts drops bullets from every topic file that matches, and nothing
    > is archived.

    @WRITE-7 @EDIT-4
    Scenario: Moss green retires cobalt blue, and the reply names it
      > Measured, on a store that already held "Favorite color is cobalt blue":
      Given the store holds the fact "Favorite color is cobalt blue" under topic "preferences"
      When the model writes the fact "Favorite color is moss green" under topic "preferences"
      Then the reply contains "Favorite color is cobalt blue"
      And topic "preferences" holds exactly these facts:
        | fact                         |
        | Favorite color is moss green |
      And no file in the memory store contains "cobalt blue"

    @WRITE-7 @EDIT-4
    Scenario: A retired fact is removed from every topic file that holds it
      Given the store holds the fact "Favorite color is cobalt blue" under topic "preferences"
      And the user has added the fact "Favorite color is cobalt blue" by hand to topic "colors"
      When the store writes the fact "Favorite color is moss green" under topic "preferences"
      Then the result retires "Favorite color is cobalt blue"
      And no file in the memory store contains "cobalt blue"

    @WRITE-7 @WRITE-9 @R5
    Scenario: What the store reports retired is gone and what it reports still contradicting is kept
      Given the store holds the fact "Favorite color is cobalt blue" under topic "preferences"
      And the user has added the fact "Favorite color is indigo and likes jasmine tea" by hand to topic "preferences"
      When the store writes the fact "Favorite color is moss green" under topic "preferences"
      Then every fact the result lists as retired is gone from every file
      And every fact the result lists as still contradicting is still stored
      And no fact is listed both as retired and as still contradicting

    @WRITE-7 @R5
    Scenario Outline: The reply quotes every fact the store reports retired or still contradicting: <beside>
      One write may retire one fact and keep another as still contradicting it; which does which
      is each implementation's judgement, so a few shapes stand beside the superseded fact.
      Given the store holds the fact "Favorite color is cobalt blue" under topic "preferences"
      And the user has added the fact "<beside>" by hand to topic "preferences"
      And a copy of the memory store is set aside
      When the model writes the fact "Favorite color is moss green" under topic "preferences"
      And the store writes the fact "Favorite color is moss green" under topic "preferences" on the copy
      Then the reply quotes every fact the result lists as retired or as still contradicting

      Examples:
        | beside                                         |
        | Favorite color is indigo and likes jasmine tea |
        | Favorite color is green in spring              |
        | Favorite color is cobalt blue and teal         |
        | Favorite color is navy blue for the car        |

    @WRITE-7 @R5
    Scenario Outline: The reply to a correction of another shape quotes what the store reports: <new>
      Which stored facts a write retires, or keeps as still contradicting it, is each
      implementation's judgement; so corrections of several shapes are written, and whatever the
      store reports for one, the reply to the same write names.
      Given the store holds the fact "<old>" under topic "notes"
      And a copy of the memory store is set aside
      When the model writes the fact "<new>" under topic "notes"
      And the store writes the fact "<new>" under topic "notes" on the copy
      Then the reply quotes every fact the result lists as retired or as still contradicting

      Examples:
        | old                                     | new                                      |
        | Lives in a flat in Madrid near the park | Lives in a house in Madrid near the park |
        | Works as a nurse at the city hospital   | Works as a doctor at the city hospital   |
        | Drives a red car to work every day      | Drives a blue car to work every day      |
        | Has a cat named Luna who is 3 years old | Has a cat named Luna who is 4 years old  |

    @WRITE-7 @R5
    Scenario: A correction touching two stored colours quotes both in its reply
      Both stored colours stand in the frame moss green corrects: each is retired or still
      contradicts it, and the reply quotes each (R5), not only the first.
      Given the store holds the fact "Favorite color is cobalt blue" under topic "preferences"
      And the user has added the fact "Favorite color is navy blue" by hand to topic "colors"
      When the model writes the fact "Favorite color is moss green" under topic "preferences"
      Then the reply contains "Favorite color is cobalt blue"
      And the reply contains "Favorite color is navy blue"

    @WRITE-7 @R5
    Scenario: A correction touching two stored colours lists both in its result
      Given the store holds the fact "Favorite color is cobalt blue" under topic "preferences"
      And the user has added the fact "Favorite color is navy blue" by hand to topic "colors"
      When the store writes the fact "Favorite color is moss green" under topic "preferences"
      Then the result lists "Favorite color is cobalt blue" as retired or as still contradicting
      And the result lists "Favorite color is navy blue" as retired or as still contradicting
      And the result lists as retired every fact the write removed from the files

    @WRITE-7 @EDIT-4
    Scenario: A correction retires a fact pushed out of Recent from its topic file
      > ## Recent is capped at 25 entries (RECENT_CAP). Everything older is still in its topic file
      Given the store holds the fact "Favorite color is cobalt blue" under topic "preferences"
      And 30 unrelated facts are stored under topic "notes"
      When the store writes the fact "Favorite color is moss green" under topic "preferences"
      Then the result retires "Favorite color is cobalt blue"
      And no file in the memory store contains "cobalt blue"
      And the Recent section lists "Favorite color is moss green" and unrelated facts 7 to 30

    @WRITE-7 @EDIT-4
    Scenario: A correction retires a fact from a topic file saved by hand with CR LF line endings
      > It is markdown in your home directory. Open it.
      Given the store holds the fact "Favorite color is cobalt blue" under topic "preferences"
      When the user saves every file of the memory store again with CR LF line endings
      And the store writes the fact "Favorite color is moss green" under topic "preferences"
      Then the result retires "Favorite color is cobalt blue"
      And no file in the memory store contains "cobalt blue"

    @WRITE-7 @EDIT-4
    Scenario: A correction leaves the other facts of the file it retired from in place
      Given the store holds these facts:
        | fact                          | topic  |
        | Favorite color is cobalt blue | colour |
        | Has a cat named Luna          | colour |
      When the store writes the fact "Favorite color is moss green" under topic "preferences"
      Then topic "colour" holds exactly these facts:
        | fact                 |
        | Has a cat named Luna |

  Rule: A different subject is another statement, never a correction; a swapped verb is a rewording
    > Each guard exists for a real defect: two friends the same age where one lost the other, a
    > sister's address retiring your own as a "refinement", "the dog is 4 years old" retiring the
    > cat's age. The comparison is not about how much two facts overlap but where they differ — a
    > swapped verb is a rewording, a swapped subject is another statement.
    Which verbs are synonyms is not documented, so the swapped-verb scenario checks the suite's
    reading at the optional level ("Likes jazz" and "Hates jazz" are a swapped verb too).

    @WRITE-8
    Scenario: The documented two Lunas, a dog and a cat, are both kept
      > Has a dog named Luna [pets] Has a cat named Luna [pets] (This list is the 2 most recent of 2
      > facts
      Given the store holds the fact "Has a dog named Luna" under topic "pets"
      When the model writes the fact "Has a cat named Luna" under topic "pets"
      Then topic "pets" holds the fact "Has a dog named Luna"
      And topic "pets" holds the fact "Has a cat named Luna"

    @WRITE-8
    Scenario Outline: A sister's address does not retire the user's own: <sister>
      Given the store holds the fact "Lives in Madrid" under topic "location"
      When the model writes the fact "<sister>" under topic "location"
      Then topic "location" holds the fact "Lives in Madrid"
      And topic "location" holds the fact "<sister>"

      Examples:
        | sister                    |
        | Sister lives in Barcelona |
        | Sister lives in Madrid    |

    @WRITE-8
    Scenario: The dog's age does not retire the cat's
      Given the store holds the fact "The cat is 3 years old" under topic "pets"
      When the model writes the fact "The dog is 4 years old" under topic "pets"
      Then topic "pets" holds the fact "The cat is 3 years old"
      And topic "pets" holds the fact "The dog is 4 years old"

    @WRITE-8
    Scenario: Two friends of the same age are both kept
      Given the store holds the fact "Has a friend named Tom who is 30" under topic "friends"
      When the model writes the fact "Has a friend named Ana who is 30" under topic "friends"
      Then topic "friends" holds the fact "Has a friend named Tom who is 30"
      And topic "friends" holds the fact "Has a friend named Ana who is 30"

    @WRITE-8
    Scenario Outline: A fact about another person, named first, keeps the stored one: <new>
      The differing word is the subject wherever it stands: first in the sentence too.
      Given the store holds the fact "<old>" under topic "friends"
      When the store writes the fact "<new>" under topic "friends"
      Then topic "friends" holds the fact "<old>"
      And topic "friends" holds the fact "<new>"

      Examples:
        | old                      | new                      |
        | Tom is 30 years old      | Ana is 30 years old      |
        | Tom lives in Madrid      | Ana lives in Madrid      |
        | Tom plays chess on Sundays | Ana plays chess on Sundays |

    @WRITE-8 @optional
    Scenario: A fact with only its verb swapped for a synonym is not kept beside the original
      Given the store holds the fact "Lives in Madrid" under topic "location"
      When the model writes the fact "Resides in Madrid" under topic "location"
      Then exactly one of "Lives in Madrid" and "Resides in Madrid" is stored

  Rule: Where a write cannot tell a correction from a new fact, nothing is retired
    > Every judgement here is biased toward KEEPING, since retiring is a permanent delete with no
    > archive: a wrongly kept fact is visible clutter, a wrongly dropped one is invisible and
    > self-sealing.

    @WRITE-9 @WRITE-7 @R14
    Scenario: A new age for the same dog retires the old age
      Given the store holds the fact "The dog is 3 years old" under topic "pets"
      When the store writes the fact "The dog is 4 years old" under topic "pets"
      Then the result retires "The dog is 3 years old"
      And no file in the memory store contains "The dog is 3 years old"

    @WRITE-9
    Scenario Outline: A fact differing in more than one place retires nothing: <new>
      Given the store holds the fact "<old>" under topic "<topic>"
      When the store writes the fact "<new>" under topic "<topic>"
      Then the result retires nothing
      And topic "<topic>" holds the fact "<old>"
      And topic "<topic>" holds the fact "<new>"

      Examples:
        | topic   | old                              | new                              |
        | pets    | The cat is 3 years old           | The dog is 4 years old           |
        | friends | Has a friend named Tom who is 30 | Has a friend named Ana who is 31 |
        | hobbies | Plays tennis on Sundays          | Plays chess on Mondays           |

  Rule: Facts that only stem alike are not duplicates
    > Stemming is applied on the search side only and never to the duplicate machinery, because "a
    > wider notion of sameness there deletes facts nobody contradicted".

    @WRITE-12
    Scenario Outline: A fact that stems like a stored one is not a duplicate of it: <new>
      Given the store holds the fact "<old>" under topic "hobbies"
      When the store writes the fact "<new>" under topic "hobbies"
      Then the result says the fact was written and is no duplicate
      And topic "hobbies" holds the fact "<new>"

      Examples:
        | old             | new              |
        | Enjoys painting | Enjoys paintings |
        | Likes hiking    | Likes hikes      |

    @WRITE-12 @optional
    Scenario: A verb in another tense is not a duplicate of the stored fact
      Given the store holds the fact "Works with computers" under topic "hobbies"
      When the store writes the fact "Worked with computers" under topic "hobbies"
      Then the result says the fact was written and is no duplicate
      And topic "hobbies" holds the fact "Worked with computers"
