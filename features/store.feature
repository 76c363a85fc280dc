Feature: The long-term store on disk
  Long-term memory is plain Markdown in the user's home: an index, USER.md, and one file per
  topic under topics/. The user can open, read and edit every one of these files, so their shape
  is part of the contract, and so is the promise that no topic name can put a file anywhere else.

  Rule: USER.md opens with a header addressed to the user, then Recent, then Topics

    @STORE-1 @R2
    Scenario: The index opens with the header addressed to the user
      Given the store holds these facts:
        | fact                          | topic       |
        | Has a cat named Luna          | pets        |
        | Works as a security engineer  | work        |
        | Favorite color is cobalt blue | preferences |
      Then the index opens with this header, before its first section:
        """
        Durable memory, organized by topic — about you and about anything important (projects,
        plans, context). Kotoba reads this index every conversation; details live in the linked
        topic files (she can recall any of them on demand) and she creates new topics freely as
        things come up. You can edit any of these.
        """

    @STORE-1
    Scenario: The Recent section comes before the Topics section
      Given the store holds the fact "Has a cat named Luna" under topic "pets"
      Then the index has a "## Recent" section followed by a "## Topics" section

  Rule: Recent lists the 25 newest facts, oldest first; older facts stay in their topic files

    @STORE-2 @R4
    Scenario: The three documented facts are listed under Recent in the order written
      Given the store holds these facts:
        | fact                          | topic       |
        | Has a cat named Luna          | pets        |
        | Works as a security engineer  | work        |
        | Favorite color is cobalt blue | preferences |
      Then the Recent section lists exactly:
        | fact                          |
        | Has a cat named Luna          |
        | Works as a security engineer  |
        | Favorite color is cobalt blue |

    @STORE-2 @R4
    Scenario: Thirty facts leave the 25 newest under Recent, oldest first
      Given 30 unrelated facts are stored under topic "notes"
      Then the Recent section lists unrelated facts 6 to 30, in the order they were written

    @STORE-2
    Scenario: Facts pushed out of Recent stay in their topic file
      Given 30 unrelated facts are stored under topic "notes"
      Then the topic file "notes" holds unrelated facts 1 to 30

  Rule: Topics lists each topic file with its fact count, one line per topic
    The order of the Topics lines is not specified (R4): they are compared as a set.

    @STORE-3
    Scenario: The three documented facts give one Topics line per topic
      Given the store holds these facts:
        | fact                          | topic       |
        | Has a cat named Luna          | pets        |
        | Works as a security engineer  | work        |
        | Favorite color is cobalt blue | preferences |
      Then the Topics section lists exactly these lines:
        | line                                            |
        | - pets → topics/pets.md (1 facts)               |
        | - preferences → topics/preferences.md (1 facts) |
        | - work → topics/work.md (1 facts)               |

    @STORE-3
    Scenario: Each Topics line counts the facts of its topic
      Given unrelated facts are stored in these topics:
        | topic   | facts |
        | garden  | 3     |
        | travel  | 2     |
        | general | 1     |
      Then the Topics section lists exactly these lines:
        | line                                    |
        | - garden → topics/garden.md (3 facts)   |
        | - travel → topics/travel.md (2 facts)   |
        | - general → topics/general.md (1 facts) |

    @STORE-3
    Scenario: A bullet added to a topic file by hand is counted once the index is rebuilt
      Given the store holds the fact "Works as a security engineer" under topic "work"
      When the user adds the bullet "Plays bass in a band" to the topic file "work" by hand
      And the store writes the fact "Has a cat named Luna" under topic "pets"
      Then the Topics section lists exactly these lines:
        | line                              |
        | - pets → topics/pets.md (1 facts) |
        | - work → topics/work.md (2 facts) |

    @STORE-3
    Scenario: A topic file made by hand is listed once the index is rebuilt
      Given the store holds the fact "Works as a security engineer" under topic "work"
      When the user creates the topic file "hobbies" by hand, holding:
        """
        # hobbies

        - Plays chess online
        """
      And the store writes the fact "Has a cat named Luna" under topic "pets"
      Then the Topics section lists exactly these lines:
        | line                                    |
        | - hobbies → topics/hobbies.md (1 facts) |
        | - pets → topics/pets.md (1 facts)       |
        | - work → topics/work.md (1 facts)       |

  Rule: A topic file is a heading and one bullet per fact; nothing else in it is read
    Other lines may be there (a description under the heading, say), but they are never a fact.

    @STORE-4
    Scenario: A topic file holds a heading and one bullet per fact
      Given the store holds these facts:
        | fact                         | topic |
        | Works as a security engineer | work  |
        | Mentors two junior analysts  | work  |
      Then the topic file "work" is a heading followed by these bullets, in any order:
        | bullet                       |
        | Works as a security engineer |
        | Mentors two junior analysts  |

    @STORE-4
    Scenario: A prose line added to a topic file by hand is not counted as a fact
      Given the store holds the fact "Works as a security engineer" under topic "work"
      When the user adds the line "Remember to renew the badge in March" to the topic file "work" by hand
      And the store writes the fact "Has a cat named Luna" under topic "pets"
      Then the Topics section lists exactly these lines:
        | line                              |
        | - pets → topics/pets.md (1 facts) |
        | - work → topics/work.md (1 facts) |

    @STORE-4
    Scenario: A description under a hand-made topic file's heading is neither counted nor found
      Given the store holds the fact "Works as a security engineer" under topic "work"
      When the user creates the topic file "hobbies" by hand, holding:
        """
        # hobbies
        Things done for fun, kept apart from work.

        - Plays chess online
        """
      And the store writes the fact "Has a cat named Luna" under topic "pets"
      Then the Topics section lists exactly these lines:
        | line                                    |
        | - hobbies → topics/hobbies.md (1 facts) |
        | - pets → topics/pets.md (1 facts)       |
        | - work → topics/work.md (1 facts)       |
      And a search for "chess" finds "Plays chess online"
      And a search for "kept apart from work" does not find "Things done for fun"

    @STORE-4
    Scenario: A prose line added to a topic file by hand is not found by a search
      Given the store holds the fact "Works as a security engineer" under topic "work"
      When the user adds the line "Remember to renew the badge in March" to the topic file "work" by hand
      And the model searches memory for "renew badge March"
      Then the reply does not contain "Remember to renew the badge in March"

    @STORE-4 @RECALL-5
    Scenario: A bullet added by hand with no line break after it stays whole when the next fact is written
      Given the store holds the fact "Works as a security engineer" under topic "work"
      When the user adds the bullet "Plays bass in a band" to the topic file "work" by hand, with no line break after it
      And the store writes the fact "Mentors two junior analysts" under topic "work"
      Then topic "work" holds the fact "Plays bass in a band"
      And topic "work" holds the fact "Mentors two junior analysts"

  Rule: A topic slug is made of a-z, 0-9 and "-" only, so no topic name can escape topics/

    @STORE-5
    Scenario Outline: A hostile topic name still files the fact inside topics/
      Given an empty memory store
      When the model saves the fact "Keeps a spare key under the mat" under the topic name "<name>"
      Then exactly one topic file holds "Keeps a spare key under the mat", and its slug is made of a-z, 0-9 and "-"
      And every file the write created or changed is the index or a topic file in the memory folder

      Examples:
        | name                   |
        | ../../outside          |
        | ../../../../outside    |
        | topics/../../outside   |
        | a/b                    |
        | pets.md                |
        | {scratch root}/outside |
        | Pets & Cats!           |
        | ÜBER-topic             |

    @STORE-5
    Scenario Outline: A topic name without a letter or digit creates nothing outside topics/
      Given an empty memory store
      When the model saves the fact "Keeps a spare key under the mat" under the topic name "<name>"
      Then every file the write created or changed is the index or a topic file in the memory folder

      Examples:
        | name  |
        | ..    |
        | ../.. |
        | /     |

  Rule: The topic defaults to general

    @STORE-6
    Scenario: A fact the model saves without a topic is filed under general
      Given an empty memory store
      When the model writes the fact "Likes long walks on the beach"
      Then topic "general" holds the fact "Likes long walks on the beach"

    @STORE-6
    Scenario: A fact stored without a topic is listed under general in the index
      Given an empty memory store
      When the store writes the fact "Likes long walks on the beach" without a topic
      Then the Topics section lists exactly these lines:
        | line                                    |
        | - general → topics/general.md (1 facts) |

  Rule: A deleted memory folder is regenerated, empty, on the next write

    @STORE-7
    Scenario: After the whole memory folder is deleted, the next write starts an empty store
      Given the store holds these facts:
        | fact                          | topic       |
        | Has a cat named Luna          | pets        |
        | Works as a security engineer  | work        |
        | Favorite color is cobalt blue | preferences |
      When the user deletes the whole memory folder
      And the store writes the fact "Lives in Madrid" under topic "location"
      Then the Recent section lists exactly:
        | fact            |
        | Lives in Madrid |
      And the Topics section lists exactly these lines:
        | line                                      |
        | - location → topics/location.md (1 facts) |
      And the only topic file is "location", holding only "Lives in Madrid"

  Rule: Writes are atomic and locked across processes, with the lock file beside the index

    @STORE-8
    Scenario: The lock file USER.md.lock sits beside the index
      Given the store holds the fact "Has a cat named Luna" under topic "pets"
      Then the memory folder holds "USER.md.lock" beside "USER.md"

    @STORE-8
    Scenario: Four processes writing at once lose no fact and leave a whole index
      Given an empty memory store
      When 4 separate processes each write 10 unrelated facts at the same moment
      Then every one of the 40 facts is in its topic file
      And each line under Topics counts the bullets in its topic file
      And the Recent section lists 25 of the 40 facts, none twice
      And no read of the index during the writes found it torn

  Rule: Racing writers, topic deletions and hand edits lose no acknowledged fact and tear no file

    @STORE-8
    Scenario: Four processes writing the same facts at once store one copy of each
      Given an empty memory store
      When 4 separate processes each write the same 5 unrelated facts at the same moment
      Then each of the 5 facts is held by exactly one bullet across the topic files
      And the Recent section lists each of the 5 facts once
      And no read of the files during the writes found one torn

    @STORE-8 @EDIT-3
    Scenario: Topics deleted while two processes write leave every acknowledged fact in place
      Given unrelated facts are stored in these topics:
        | topic | facts |
        | old-a | 1     |
        | old-b | 1     |
        | old-c | 1     |
      When 2 separate processes each write 15 unrelated facts while every stored topic is deleted
      Then every fact the writers were told was written is in its topic file
      And no topic stored before the writes is left
      And each line under Topics counts the bullets in its topic file
      And no read of the files during the writes found one torn

    @STORE-8
    Scenario: A topic file edited by hand while two processes write keeps every line of both
      Given 1 unrelated facts are stored under topic "hobbies"
      When 2 separate processes each write 15 unrelated facts while the user adds 5 bullets to the topic file "hobbies" by hand
      Then every fact the writers were told was written is in its topic file
      And the topic file "hobbies" holds every bullet the user added
      And no read of the files during the writes found one torn
