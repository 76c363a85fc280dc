Feature: Where the stores live
  Every store is a file or a folder on the user's disk, and every location can be overridden
  from the environment. The database lands in the home, from a clone too, unless a kotoba.db
  already sits beside the package in the clone's api folder; nothing ever moves one by itself.
  In these scenarios "~" is the user's home folder, and "clone" is a source clone of Kotoba.

  Rule: KOTOBA_HOME sets the home; without it the home is ~/.kotoba
    > Every path is overridable: KOTOBA_MEMORY_DIR, KOTOBA_VISUAL_MEMORY_DIR, KOTOBA_HOME.

    > The database lands in ~/.kotoba/ on a new install.

    > The long-term store, on disk ~/.kotoba/memory/

    @PATH-3 @PATH-1
    Scenario: Without KOTOBA_HOME the stores live in ~/.kotoba
      Given KOTOBA_HOME is not set
      Then the memory store is the folder "~/.kotoba/memory"
      And the database is "~/.kotoba/kotoba.db"

    @PATH-3 @PATH-1
    Scenario: KOTOBA_HOME moves the memory store and the database with it
      Given KOTOBA_HOME is the folder "data/kotoba-home"
      Then the memory store is the folder "data/kotoba-home/memory"
      And the database is "data/kotoba-home/kotoba.db"

    @PATH-3 @PATH-4 @session-search
    Scenario: A KOTOBA_HOME that does not exist yet receives the conversation log
      Given KOTOBA_HOME is the folder "data/kotoba-home"
      And the user has said "Quedamos el jueves para revisar las latencias"
      When the system restarts
      Then the folder "data/kotoba-home" holds "kotoba.db"
      And a search of past conversations for "latencias" finds "Quedamos el jueves para revisar las latencias"

  Rule: KOTOBA_MEMORY_DIR and KOTOBA_VISUAL_MEMORY_DIR set the two stores' roots
    > Every path is overridable: KOTOBA_MEMORY_DIR, KOTOBA_VISUAL_MEMORY_DIR, KOTOBA_HOME.

    @PATH-1
    Scenario: KOTOBA_MEMORY_DIR puts the long-term store where it says
      Given KOTOBA_MEMORY_DIR is the folder "notes/memory"
      When the model writes the fact "Has a cat named Luna"
      Then the memory store is the folder "notes/memory"
      And the folder "notes/memory" holds "USER.md"

    @PATH-1 @PATH-4
    Scenario: KOTOBA_MEMORY_DIR leaves the database in the home
      Given KOTOBA_MEMORY_DIR is the folder "notes/memory"
      Then the database is "~/.kotoba/kotoba.db"

    @PATH-2
    Scenario: KOTOBA_VISUAL_MEMORY_DIR puts the visual store where it says
      Given KOTOBA_VISUAL_MEMORY_DIR is the folder "pictures/kept"
      Then the visual store is the folder "pictures/kept"

    @PATH-2
    Scenario Outline: KOTOBA_VISUAL_MEMORY_DIR puts the visual store where it says with <other> set too
      Each path is overridable on its own: setting another one never takes the visual store's
      place from it.
      Given <other> is the folder "<folder>"
      And KOTOBA_VISUAL_MEMORY_DIR is the folder "pictures/kept"
      Then the visual store is the folder "pictures/kept"

      Examples:
        | other             | folder           |
        | KOTOBA_MEMORY_DIR | notes/memory     |
        | KOTOBA_HOME       | data/kotoba-home |

  Rule: The database is <home>/kotoba.db, unless a clone's api/kotoba.db already exists
    > The database lands in ~/.kotoba/ on a new install. From a clone it lands there too — unless a
    > kotoba.db already sits beside the package in api/, in which case that one wins.

    @PATH-4
    Scenario: On a new install the database is kotoba.db in the home
      Then the database is "~/.kotoba/kotoba.db"

    @PATH-4
    Scenario: From a clone with no database beside the package, the database is in the home too
      Given Kotoba runs from a clone
      Then the database is "~/.kotoba/kotoba.db"

    @PATH-4
    Scenario: A kotoba.db already beside the package in the clone's api folder wins
      Given Kotoba runs from a clone
      And a kotoba.db already sits in the clone's api folder
      Then the database is "clone/api/kotoba.db"

    @PATH-4
    Scenario: The clone's kotoba.db wins even when the home holds one too
      Given Kotoba runs from a clone
      And a kotoba.db already sits in the clone's api folder
      And the home already holds a kotoba.db
      Then the database is "clone/api/kotoba.db"

  Rule: Nothing moves or switches a database by itself
    > That direction is deliberate: preferring the home whenever a file happened to be there was
    > measured switching a live install onto a two-turn stray while 561 conversations and two saved
    > keys went invisible. Moving to the home is something you do on purpose, by moving the file.

    @PATH-4 @session-search
    Scenario: A stray kotoba.db appearing in the home never takes over the clone's conversations
      Given Kotoba runs from a clone
      And a kotoba.db already sits in the clone's api folder
      And the user has said "Quedamos el jueves para revisar las latencias"
      When a stray kotoba.db holding two turns appears in the home
      And the system restarts
      Then the database is "clone/api/kotoba.db"
      And a search of past conversations for "latencias" finds "Quedamos el jueves para revisar las latencias"

    @PATH-4 @session-search
    Scenario: Running from a clone never puts a database beside the package
      Given Kotoba runs from a clone
      And the user has said "Quedamos el jueves para revisar las latencias"
      When the system restarts
      Then the database is "~/.kotoba/kotoba.db"
      And the clone's api folder holds no kotoba.db
      And a search of past conversations for "latencias" finds "Quedamos el jueves para revisar las latencias"

    @PATH-4 @session-search
    Scenario: An install later run from a clone keeps the conversations in the home
      Given the user has said "Quedamos el jueves para revisar las latencias"
      When Kotoba is started from a clone instead
      Then the database is "~/.kotoba/kotoba.db"
      And a search of past conversations for "latencias" finds "Quedamos el jueves para revisar las latencias"

  Rule: The long-term store lives outside the repository
    > Jailed under KOTOBA_MEMORY_DIR, default ~/.kotoba/memory, deliberately outside the repository.

    @PATH-5
    Scenario: From a clone, the long-term store is written outside the repository
      Given Kotoba runs from a clone
      When the model writes the fact "Has a cat named Luna"
      Then the memory store is not inside the clone
      And no file inside the clone is named "USER.md"

    @PATH-5
    Scenario: The long-term store stays outside the repository when the clone's database wins
      Given Kotoba runs from a clone
      And a kotoba.db already sits in the clone's api folder
      When the model writes the fact "Has a cat named Luna"
      Then the memory store is not inside the clone
      And no file inside the clone is named "USER.md"
