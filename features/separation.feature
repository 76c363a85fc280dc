Feature: Two stores that never touch
  The long-term store is Markdown files; the conversation log is the SQLite database. Neither is
  the other, so clearing one by hand leaves the other as it was: deleting the memory folder keeps
  every conversation, and deleting the database keeps every Markdown file.

  Background:
    Given the store holds the fact "Has a cat named Luna" under topic "pets"
    And the user has said "Tengo una gata que se llama Luna"

  Rule: Deleting the memory store does not touch the conversation log
    > Deleting a topic does not delete the conversation it came from

    @EDIT-5 @session-search
    Scenario: Deleting the whole memory folder keeps every conversation
      When the user deletes the memory folder by hand
      Then a search of past conversations for "gata" finds "Tengo una gata que se llama Luna"
      When the system restarts
      Then a search of past conversations for "gata" finds "Tengo una gata que se llama Luna"

    @EDIT-5 @session-search
    Scenario: Deleting a topic keeps the conversation it came from
      When the topic "pets" is deleted
      Then a search of past conversations for "Luna" finds "Tengo una gata que se llama Luna"

  Rule: Deleting the database does not touch the Markdown files
    > deleting the database does not delete these markdown files.

    @EDIT-5 @session-search
    Scenario: Deleting the database keeps every Markdown file and every fact in it
      When Kotoba is stopped and the user deletes the database by hand
      And the system restarts
      Then every Markdown file of the memory store is still there, listing what it listed
      And a search of past conversations for "gata" finds nothing

    @EDIT-5 @session-search
    Scenario: After the database is deleted, the facts still reach the prompt
      When Kotoba is stopped and the user deletes the database by hand
      And the system restarts
      Then the facts in the prompt still include "Has a cat named Luna"
