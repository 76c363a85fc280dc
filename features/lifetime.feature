Feature: What a restart forgets
  Only the stores and the conversation log outlive the process. Session state (a reminder that fired
  but was not voiced, the MCP servers a session activated, the task list, the screenshot log, one-time
  secrets, the report viewer and its PDF export) lives in memory and is gone after a restart; the
  report's .html file in the workspace does survive. A reminder that comes due with nothing at all
  listening is neither delivered nor settled: it stays due.

  Rule: The stores and the conversation log survive a restart; the session state does not
    > All three live on your disk as files or rows you can open, edit and delete.

    > Nothing else survives the process. These are all in memory and gone on restart:

    @LIFE-1
    Scenario: A stored fact survives a restart
      Given the store holds the fact "Has a dog named Luna" under topic "pets"
      When the system restarts
      Then topic "pets" holds the fact "Has a dog named Luna"
      And a search for "Luna" finds "Has a dog named Luna"

    @LIFE-1 @session-search
    Scenario: The conversation log survives a restart
      Given the user said "I finally fixed the latency bug" in the conversation
      When the system restarts
      Then a search of past conversations for "latency" finds "I finally fixed the latency bug"

    @LIFE-1
    Scenario Outline: A restart forgets the session's <kind>
      Given the session holds a <kind>
      When the system restarts
      Then the session holds no <kind>

      Examples:
        | kind               |
        | fired reminder     |
        | active MCP servers |
        | task list          |
        | screenshot log     |
        | one-time secret    |
        | report viewer      |

  Rule: A reminder that comes due with nothing listening is not delivered, not settled, and stays due
    > A reminder that comes due while nothing at all is listening is a different case: it is not
    > delivered, not settled, and stays due.

    @LIFE-2
    Scenario: A reminder due while nothing listens is neither delivered nor settled
      Given nothing is listening
      And a reminder "Call the dentist" is due
      When the reminder timer ticks
      Then no reminder has been delivered
      And the reminder "Call the dentist" is still due

    @LIFE-2
    Scenario: A reminder that stayed due is delivered once a listener appears
      Given nothing is listening
      And a reminder "Call the dentist" is due
      When the reminder timer ticks
      And a listener appears
      Then the reminder "Call the dentist" is still due
      When the reminder timer ticks
      Then the reminder "Call the dentist" has been delivered

    @LIFE-2
    Scenario: A reminder due after the listener has gone is neither delivered nor settled
      Given a listener was there and has gone
      And a reminder "Call the dentist" is due
      When the reminder timer ticks
      Then no reminder has been delivered
      And the reminder "Call the dentist" is still due

    @LIFE-2 @LIFE-1
    Scenario Outline: A listener from before a restart is gone after it, so a reminder due then stays due: <before>
      > Nothing else survives the process.
      Whether anything listens is not one of the stores nor the conversation log: after a restart,
      nothing listens until a listener appears.
      Given <before>
      When the system restarts
      And a reminder "Call the dentist" comes due
      And the reminder timer ticks
      Then no reminder has been delivered
      And the reminder "Call the dentist" is still due

      Examples:
        | before                                    |
        | a listener is there                       |
        | a listener was there and has gone         |
        | a listener has gone and another is there  |

    @LIFE-2 @LIFE-1
    Scenario: A reminder that stayed due after a restart is delivered once a listener appears
      > Nothing else survives the process.
      Given a listener is there
      When the system restarts
      And a reminder "Call the dentist" comes due
      And the reminder timer ticks
      And a listener appears
      And the reminder timer ticks
      Then the reminder "Call the dentist" has been delivered
