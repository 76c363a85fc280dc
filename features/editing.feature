Feature: Editing and clearing memory by hand
  The store is Markdown in the user's home, and the user may open, edit and delete any of it. A
  hand edit is real memory at once: a bullet added to a topic file is found by recall, though it
  is not inline in the prompt until it appears under Recent, and a line added under Recent is
  inline immediately. The index catches up on the next write, and whatever is deleted or retired
  is gone for good: there is no undo and no archive.

  Background:
    Given the store holds these facts:
      | fact                          | topic       |
      | Has a cat named Luna          | pets        |
      | Works as a security engineer  | work        |
      | Favorite color is cobalt blue | preferences |

  Rule: A line added under Recent by hand is inline at once, untagged
    > Adding a line under ## Recent in USER.md puts it inline immediately. It shows untagged

    @EDIT-1 @PROMPT-4
    Scenario: A line added under Recent by hand shows in the prompt, untagged
      When the user adds "Enjoys hiking at dawn" under Recent by hand
      Then the prompt shows the line "Enjoys hiking at dawn"

    @EDIT-1 @PROMPT-1 @PROMPT-4
    Scenario: In an index saved by hand with CR LF line endings, the line added under Recent shows bare and the others tagged
      > It is markdown in your home directory. Open it.
      When the user adds "Enjoys hiking at dawn" under Recent by hand
      And the user saves every file of the memory store again with CR LF line endings
      Then the prompt shows the line "Enjoys hiking at dawn"
      And the prompt shows the line "Has a cat named Luna [pets]"

  Rule: Deleting a bullet deletes the fact; Recent catches up on the next write
    > Deleting a bullet removes the fact. The index is rebuilt on the next write, so a stale ##
    > Recent entry may linger until then; delete_topic and the write path both filter Recent
    > against what still exists.

    @EDIT-2
    Scenario: A fact deleted by hand is no longer found by a search
      When the user deletes the bullet "Works as a security engineer" from the topic file "work" by hand
      And the user deletes the bullet "Works as a security engineer" from Recent by hand
      And the model searches memory for "security engineer"
      Then the reply does not contain "Works as a security engineer"

    @EDIT-2
    Scenario: The next write drops a Recent entry whose bullet was deleted by hand
      When the user deletes the bullet "Has a cat named Luna" from the topic file "pets" by hand
      And the store writes the fact "Lives in Madrid" under topic "location"
      Then the Recent section lists exactly:
        | fact                          |
        | Works as a security engineer  |
        | Favorite color is cobalt blue |
        | Lives in Madrid               |

    @EDIT-2
    Scenario: The next write recounts a topic whose bullet was deleted by hand
      Given the store holds the fact "Mentors two junior analysts" under topic "work"
      When the user deletes the bullet "Mentors two junior analysts" from the topic file "work" by hand
      And the user deletes the bullet "Mentors two junior analysts" from Recent by hand
      And the store writes the fact "Lives in Madrid" under topic "location"
      Then the Topics section lists exactly these lines:
        | line                                            |
        | - location → topics/location.md (1 facts)       |
        | - pets → topics/pets.md (1 facts)               |
        | - preferences → topics/preferences.md (1 facts) |
        | - work → topics/work.md (1 facts)               |

    @EDIT-2 @EDIT-3
    Scenario: Deleting a topic from the settings drops its facts from Recent
      When the user deletes the topic "pets" from the settings
      Then the Recent section lists exactly:
        | fact                          |
        | Works as a security engineer  |
        | Favorite color is cobalt blue |

    @EDIT-2 @R4
    Scenario: With Recent full, the next write drops the entry deleted by hand and keeps the 25 newest
      > ## Recent holds the last 25 facts
      Given 30 unrelated facts are stored under topic "notes"
      When the user deletes unrelated fact 30 from the topic file "notes" by hand
      And the store writes the fact "Lives in Madrid" under topic "location"
      Then the Recent section lists "Lives in Madrid" and unrelated facts 6 to 29

    @EDIT-2
    Scenario: In an index saved by hand with CR LF line endings, the next write drops only the entry deleted by hand
      > It is markdown in your home directory. Open it.
      CR LF ends a Markdown line as LF does: the entries still behind a bullet stay.
      When the user deletes the bullet "Has a cat named Luna" from the topic file "pets" by hand
      And the user saves every file of the memory store again with CR LF line endings
      And the store writes the fact "Lives in Madrid" under topic "location"
      Then the Recent section lists exactly:
        | fact                          |
        | Works as a security engineer  |
        | Favorite color is cobalt blue |
        | Lives in Madrid               |

  Rule: A topic is deleted from the settings, or by deleting its file
    > It calls DELETE /api/memory/topic/{slug}, which removes the file and rebuilds the index. One
    > topic, by hand: delete topics/<slug>.md.

    @EDIT-3
    Scenario: Deleting a topic from the settings removes its file and its Topics line
      When the user deletes the topic "pets" from the settings
      Then there is no topic file "pets"
      And the Topics section lists exactly these lines:
        | line                                            |
        | - preferences → topics/preferences.md (1 facts) |
        | - work → topics/work.md (1 facts)               |

    @EDIT-3
    Scenario: Deleting a topic from the settings leaves the topics whose names start with its name
      Given the store holds these facts:
        | fact                                 | topic        |
        | Runs a pottery workshop on Saturdays | workshop     |
        | Was a barista before university      | work-history |
      When the user deletes the topic "work" from the settings
      Then the Topics section lists exactly these lines:
        | line                                              |
        | - pets → topics/pets.md (1 facts)                 |
        | - preferences → topics/preferences.md (1 facts)   |
        | - work-history → topics/work-history.md (1 facts) |
        | - workshop → topics/workshop.md (1 facts)         |

    @EDIT-3
    Scenario: A topic file deleted by hand is no longer found by a search
      When the user deletes the topic file "pets" by hand
      And the model searches memory for "cat named Luna"
      Then the reply does not contain "Has a cat named Luna"

    @EDIT-3
    Scenario: A topic file deleted by hand leaves the index on the next write
      When the user deletes the topic file "pets" by hand
      And the store writes the fact "Lives in Madrid" under topic "location"
      Then the Topics section lists exactly these lines:
        | line                                            |
        | - location → topics/location.md (1 facts)       |
        | - preferences → topics/preferences.md (1 facts) |
        | - work → topics/work.md (1 facts)               |

  Rule: No name given to the settings' delete removes a file outside topics/
    > A topic slug is [a-z0-9-] only — no dots, no slashes — so a topic file can never escape
    > topics/.

    @EDIT-3 @STORE-5
    Scenario Outline: Deleting a topic by a hostile name removes no file outside topics/
      Given a file "outside.md" holding "Planted to prove it survives" sits in the memory folder and in every folder above it
      When a request to delete the topic "<name>" reaches the settings
      Then every file outside topics/ is still there, and each planted "outside.md" is unchanged
      And the Recent section still lists every fact that is in a topic file

      Examples:
        | name                   |
        | ../USER                |
        | ../outside             |
        | ../../outside          |
        | ../../../outside       |
        | {scratch root}/outside |
        | ..                     |
        | topics/../USER         |

  Rule: There is no undo and no archive
    > There is no undo. _retire_facts drops bullets from every topic file that matches, and nothing
    > is archived.

    @EDIT-4
    Scenario: The colour a correction replaced is left in no file
      When the store writes the fact "Favorite color is moss green" under topic "preferences"
      Then the write retired "Favorite color is cobalt blue"
      And no file on the user's machine contains "cobalt blue"

    @EDIT-4
    Scenario: A deleted topic's facts are left in no file
      When the user deletes the topic "pets" from the settings
      Then no file on the user's machine contains "Has a cat named Luna"
