Feature: The background collector
  Besides the model's own memory_write, a background pass after each reply asks a small model for
  durable facts in the user's latest message, the user's name, and an explicit renaming of the
  companion. The model here is scripted, so these scenarios check everything around it: the
  prompt it is sent, and what the system keeps of its answer.

  Rule: After each reply, a pass over the user's latest message keeps the facts, without delaying the reply
    > Separate from all five tools, a lightweight pass runs after each reply. It reads your latest
    > message and extracts durable facts on its own, without being asked and without adding latency
    > to the turn.

    @COL-1
    Scenario: A fact the model finds in the user's message is stored after the reply
      Given the collector's model answers with the facts:
        | fact                 |
        | Has a dog named Luna |
      When the user says "I have a dog named Luna"
      And the collector has finished
      Then the store holds the fact "Has a dog named Luna"

    @COL-1
    Scenario: Every fact the model finds in one message is stored, not only the first
      Given the collector's model answers with the facts:
        | fact                         |
        | Has a dog named Luna         |
        | Works as a security engineer |
        | Lives in Lisbon              |
      When the user says "My dog Luna and I moved to Lisbon, where I work in security"
      And the collector has finished
      Then the store holds the fact "Has a dog named Luna"
      And the store holds the fact "Works as a security engineer"
      And the store holds the fact "Lives in Lisbon"

    @COL-1
    Scenario: Each reply sends the collector a prompt carrying that latest message
      Given the collector's model answers with no facts
      When the user says "I have a dog named Luna"
      And the user says "I moved to Lisbon last spring"
      And the collector has finished
      Then the collector has sent 2 prompts
      And each message the user said is carried by a prompt of its own

    @COL-1
    Scenario: A slow model answers after the reply has arrived
      Given the collector's model takes 2 seconds to answer with the fact "Has a dog named Luna"
      When the user says "I have a dog named Luna"
      Then the reply has arrived before the store holds "Has a dog named Luna"
      And the collector has not finished a tenth of a second later
      When the collector has finished
      Then the store holds the fact "Has a dog named Luna"

    @COL-1
    Scenario: A reply sent while the slow model is still busy with the last message arrives without waiting for it
      Given the collector's model takes 2 seconds to answer with the fact "Has a dog named Luna"
      When the user says "I have a dog named Luna"
      And the user says "I moved to Lisbon last spring"
      Then the reply has arrived before the store holds "Has a dog named Luna"

    @COL-1
    Scenario: A message sent while the slow model is still busy with the last one gets a pass of its own
      Given the collector's model takes 2 seconds to answer with the fact "Has a dog named Luna"
      When the user says "I have a dog named Luna"
      And the user says "I moved to Lisbon last spring"
      And the collector has finished
      Then the collector has sent 2 prompts
      And each message the user said is carried by a prompt of its own

    @COL-1 @SESS-6 @session-search
    Scenario: The message the collector reads and her reply to it are both in the conversation log
      > when she searches her own history, she finds what she said, not what she did.

      > Neither is the conversation log. That lives in the database as turns
      Given the collector's model answers with no facts
      When the user says "I finally fixed the latency bug"
      Then the conversation log holds "I finally fixed the latency bug" said by the user
      And the conversation log holds her reply, said by the assistant

    @SESS-6 @collector
    Scenario Outline: A fact the collector stores is no turn of the conversation log: <fact>
      > Her history remembers words, not deeds.

      > when she searches her own history, she finds what she said, not what she did.
      Given the collector's model answers with the facts:
        | fact   |
        | <fact> |
      When the user says "<message>"
      And the collector has finished
      Then the store holds the fact "<fact>"
      And every turn of the conversation log is a message the user said or her reply
      And a search of past conversations for "<words>" finds nothing but what was said

      Examples:
        | message                            | fact                         | words    |
        | I have a dog named Luna            | Has a dog named Luna         | Luna     |
        | Tengo un perro que se llama Luna   | Has a dog named Luna         | dog      |
        | I work in security, as an engineer | Works as a security engineer | engineer |

    @SESS-6 @collector
    Scenario: After a restart the conversation log still holds only what was said, not what the collector stored
      > Her history remembers words, not deeds.
      Given the collector's model answers with the facts:
        | fact                         |
        | Has a dog named Luna         |
        | Works as a security engineer |
        | Lives in Lisbon              |
      When the user says "My dog Luna and I moved to Lisbon, where I work in security"
      And the collector has finished
      And the system restarts
      Then every turn of the conversation log is a message the user said or her reply
      And a search of past conversations for "Lisbon" finds nothing but what was said

    @SESS-5 @collector
    Scenario: The turns a reply logs leave emotion and tools_used NULL
      > The turns table has an emotion column and a tools_used column. Both are NULL in every row.
      Given the collector's model answers with no facts
      When the user says "I finally fixed the latency bug"
      Then "emotion" and "tools_used" are NULL in every row of the turns table

  Rule: The prompt keeps only what is still true in about a week, and names four things never to extract
    > Its rule is "only things still true in about seven days". Its prompt names four things it must
    > never extract: • something you asked her to do • a passing reaction, a joke, a provocation, or
    > anything said to get a rise out of her • anything about what she or the conversation are doing
    > right now • an inference about your identity, health, beliefs or politics that you did not
    > plainly state

    The tables below name each of the four by a short label. The fourth forbids an inference the
    user did not plainly state: what the user plainly states about their own identity, health,
    beliefs or politics is not on the never-list.

    @COL-2 @R9
    Scenario: The collector's prompt states a horizon of about a week
      Given the collector's model answers with no facts
      When the user says "I have a dog named Luna"
      And the collector has finished
      Then the last prompt the collector sent states a horizon of about a week

    @COL-2
    Scenario: The collector's prompt names each of the four things never to extract
      Given the collector's model answers with no facts
      When the user says "I have a dog named Luna"
      And the collector has finished
      Then the last prompt the collector sent forbids extracting each of:
        | never                                                         |
        | something the user asked her to do                            |
        | a passing reaction, a joke, a provocation or an insult        |
        | what she or the conversation are doing right now              |
        | an inference about identity, health, beliefs or politics       |

    @COL-2
    Scenario: Every pass's prompt names the four things never to extract, not only the first
      Given the collector's model answers with no facts
      When the user says "I have a dog named Luna"
      And the collector has finished
      And the user says "I moved to Lisbon last spring"
      And the collector has finished
      Then every prompt the collector sent forbids extracting each of:
        | never                                                    |
        | something the user asked her to do                       |
        | a passing reaction, a joke, a provocation or an insult   |
        | what she or the conversation are doing right now         |
        | an inference about identity, health, beliefs or politics |

    @COL-2 @optional
    Scenario: The collector's prompt opens its never-list with the sentence the documents quote
      Given the collector's model answers with no facts
      When the user says "I have a dog named Luna"
      And the collector has finished
      Then the last prompt the collector sent contains "NEVER extract any of these — they are the conversation, not the person"

  Rule: The prompt carries what is already stored, and a stored fact is not written again
    > It is fed what is already stored, so it can do the cross-language de-duplication the
    > write-time keyword check cannot

    @COL-3
    Scenario: The collector's prompt lists the facts already stored
      Given the store holds these facts:
        | fact                          | topic       |
        | Likes jasmine tea             | preferences |
        | Works as a security engineer  | work        |
      And the collector's model answers with no facts
      When the user says "Me gusta el té de jazmín"
      And the collector has finished
      Then the last prompt the collector sent contains "Likes jasmine tea"
      And the last prompt the collector sent contains "Works as a security engineer"

    @COL-3 @STORE-2 @optional
    Scenario: The collector's prompt lists facts pushed out of Recent too
      The documents say it is fed what is already stored, not whether all of it: the published
      Kotoba feeds a bounded list, so reading it as every topic file's facts is the suite's.
      Given the store holds the fact "Likes jasmine tea" under topic "preferences"
      And 30 unrelated facts are stored under topic "notes"
      And the collector's model answers with no facts
      When the user says "Me gusta el té de jazmín"
      And the collector has finished
      Then the last prompt the collector sent contains "Likes jasmine tea"
      And the last prompt the collector sent carries unrelated facts 1 to 30

    @COL-3
    Scenario: A fact the model returns that is already stored is not written again
      Given the store holds the fact "Has a dog named Luna" under topic "pets"
      And the collector's model answers with the facts:
        | fact                 |
        | Has a dog named Luna |
      When the user says "My dog Luna chewed my shoes again"
      And the collector has finished
      Then no file in the memory store has changed

    @COL-3
    Scenario Outline: The fact the model saved while replying is fed to that reply's pass: <count> facts stored, topic "<topic>"
      The documents' own example: "recuerda: me gusta X" makes the model save the English fact,
      and the collector's pass over the same message is fed it, whatever else the store holds and
      wherever the fact is filed.

      > otherwise "recuerda: me gusta X" gets a Spanish entry and an English one.
      Given <count> unrelated facts are stored under topic "notes"
      And the collector's model answers with no facts
      When the model writes the fact "Likes jasmine tea" under topic "<topic>"
      And the user says "recuerda: me gusta el té de jazmín"
      And the collector has finished
      Then the last prompt the collector sent carries the fact "Likes jasmine tea" whole

      Examples:
        | count | topic       |
        | 24    | drinks      |
        | 24    | preferences |
        | 60    | drinks      |
        | 60    | preferences |

    @COL-3
    Scenario: The facts one pass stored are fed whole to the next pass
      Given the collector's model answers with the facts:
        | fact                         |
        | Has a dog named Luna         |
        | Works as a security engineer |
      When the user says "I have a dog named Luna and I work in security"
      And the collector has finished
      And the user says "Tengo un perro que se llama Luna"
      And the collector has finished
      Then the last prompt the collector sent carries the fact "Has a dog named Luna" whole
      And the last prompt the collector sent carries the fact "Works as a security engineer" whole

  Rule: The model may set the user's name, and the companion's only on a renaming
    > It can also update two things besides facts: your own name, and the companion's name if you
    > unambiguously rename her. That second one is deliberately strict — mentioning a third party's
    > name, greeting her by her current name, or complimenting a name all return null.

    @COL-4 @profile
    Scenario Outline: The user's name the model finds is stored in the profile: <name>
      Given the collector's model answers with the user's name "<name>"
      When the user says "My name is <name>, by the way"
      And the collector has finished
      Then the user's name in the profile is "<name>"

      Examples:
        | name  |
        | Alex  |
        | José  |
        | Zoë   |
        | 美咲  |

    @COL-4 @profile
    Scenario Outline: A user's name in letters outside ASCII the model finds is stored whole: <name>
      Given the collector's model answers with the user's name "<name>"
      When the user says "Me llamo <name>, por cierto"
      And the collector has finished
      Then the user's name in the profile is "<name>"

      Examples:
        | name       |
        | José Ñúñez |
        | Ольга      |

    @COL-4 @PROF-4 @profile @R7
    Scenario: An empty name from the model keeps the name Kotoba knows
      Given the user's name is "Alex"
      And the collector's model answers with the user's name ""
      When the user says "Names are hard, skip that"
      And the collector has finished
      Then the user's name in the profile is "Alex"

    @COL-4 @PROF-4 @profile
    Scenario: A new name the model finds replaces the name Kotoba knows
      > Overwriting is easy: re-run kotoba setup, or just tell her
      Given the user's name is "Alex"
      And the collector's model answers with the user's name "Sam"
      When the user says "Actually, call me Sam"
      And the collector has finished
      Then the user's name in the profile is "Sam"

    @COL-4
    Scenario Outline: The companion is renamed when the model returns a renaming: <name>
      Given the collector's model answers with the companion's name "<name>"
      When the user says "From now on your name is <name>"
      And the collector has finished
      Then the companion's name is "<name>"

      Examples:
        | name   |
        | Mika   |
        | Zoë    |
        | Élodie |
        | 美咲   |

    @COL-4
    Scenario Outline: Her name stays when the model returns no renaming: <message>
      Given the collector's model answers with no renaming
      When the user says "<message>"
      And the collector has finished
      Then the companion's name is what it was

      Examples:
        | message                               |
        | My friend Mika is coming over tomorrow |
        | Good morning, {her name}              |
        | Mika is such a pretty name            |

    @COL-4
    Scenario Outline: Once renamed, she keeps her new name when the model returns no renaming: <message>
      Given the collector has renamed her "Hana"
      And the collector's model answers with no renaming
      When the user says "<message>"
      And the collector has finished
      Then the companion's name is "Hana"

      Examples:
        | message                                |
        | My friend Mika is coming over tomorrow |
        | Good morning, {her name}               |
        | Mika is such a pretty name             |

    @COL-4 @optional
    Scenario Outline: A junk name from the model leaves her name as it was: <junk>
      Given the collector's model answers with a renaming to a name that is <junk>
      When the user says "I will call you something new"
      And the collector has finished
      Then the companion's name is what it was

      Examples:
        | junk          |
        | without a letter |
        | bracketed     |
        | absurdly long |

    @COL-4 @profile
    Scenario: A user's name of two words from the model is stored whole
      Given the collector's model answers with the user's name "Mary Jane"
      When the user says "My name is Mary Jane"
      And the collector has finished
      Then the user's name in the profile is "Mary Jane"

    @COL-4
    Scenario: The companion is renamed to a name of two words
      Given the collector's model answers with the companion's name "Mary Jane"
      When the user says "From now on your name is Mary Jane"
      And the collector has finished
      Then the companion's name is "Mary Jane"

    @COL-4
    Scenario: The companion is renamed when the model's answer holds nothing but the renaming
      Given the collector's model answers with only the companion's name "Mika"
      When the user says "From now on your name is Mika"
      And the collector has finished
      Then the companion's name is "Mika"

  Rule: The collector's candidates pass the task-narration filter; the model's own writes do not
    > Unlike an explicit memory_write, the collector's candidates are screened for task narration
    > (filter_ephemeral), because it turns a whole conversation into candidates.

    > The extractor's output also runs through _looks_ephemeral, a filter for task narration
    > ("creating the folder…", "running the script…"). That filter is off for an explicit
    > memory_write, because there she has already decided.

    @COL-5
    Scenario Outline: A candidate narrating a task is dropped while a fact beside it is kept: <narration>
      Given the collector's model answers with the facts:
        | fact                 |
        | <narration>          |
        | Has a dog named Luna |
      When the user says "Can you set up the photo project for me?"
      And the collector has finished
      Then the store holds the fact "Has a dog named Luna"
      And no file in the memory store contains "<narration>"

      Examples:
        | narration                                  |
        | Creating the folder for the new project     |
        | Running the script that renames the photos  |

    @COL-5
    Scenario Outline: A narrating candidate is dropped wherever it stands among the facts: <narration>
      Given the collector's model answers with the facts:
        | fact                         |
        | Has a dog named Luna         |
        | <narration>                  |
        | Works as a security engineer |
      When the user says "Can you set up the photo project for me?"
      And the collector has finished
      Then no file in the memory store contains "<narration>"
      And the store holds the fact "Has a dog named Luna"
      And the store holds the fact "Works as a security engineer"

      Examples:
        | narration                                  |
        | Creating the folder for the new project     |
        | Running the script that renames the photos  |

    @COL-5 @optional
    Scenario Outline: A candidate narrating a task in the present progressive is dropped: <narration>
      Given the collector's model answers with the facts:
        | fact        |
        | <narration> |
      When the user says "Can you set up the photo project for me?"
      And the collector has finished
      Then no file in the memory store contains "<narration>"

      Examples:
        | narration                                             |
        | Is creating the folder structure for the new project  |
        | Is running the script that renames the photos         |

    @COL-5 @WRITE-13
    Scenario Outline: A narration the collector drops is saved when the model writes it itself: <narration>
      Given the collector's model answers with the facts:
        | fact        |
        | <narration> |
      When the user says "Can you set up the photo project for me?"
      And the collector has finished
      And the model writes the fact "<narration>" under topic "work"
      Then topic "work" holds the fact "<narration>"

      Examples:
        | narration                                  |
        | Creating the folder for the new project     |
        | Running the script that renames the photos  |
