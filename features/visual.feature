Feature: Keeping images and looking at them again
  The model keeps an image the user shares, or one from their Files, in a store of its own, apart
  from the facts, and looks at it again later by a name or a keyword. A save is reported only from
  the store's own answer, and the model is told to look only at what was actually attached for it.
  URLs as sources, and the guard on them, are in "Keeping an image from a URL".

  Background:
    Given the user is in a turn in work mode

  Rule: An image is kept with what it is about, a note, and one of seven kinds
    > remember_image — keep one forever Takes: source, about (the entity — reuse the same name you
    > would use in memory_write, so facts and photos link up), note, kind in person | self |
    > product | post | place | scene | other.
    What a kind outside the seven gets is not documented: the suite's readings are optional.

    @VIS-1 @VIS-2
    Scenario Outline: An image the user shared is kept as a <kind>
      Given the user shares the image "alex.png"
      When the model keeps the image "attachment" about "Alex" as kind "<kind>"
      Then the reply says the image is kept
      And recalling "Alex" attaches the image kept about "Alex"

      Examples:
        | kind    |
        | person  |
        | self    |
        | product |
        | post    |
        | place   |
        | scene   |
        | other   |

    @VIS-1 @optional
    Scenario: A kind outside the seven is refused, or kept as one of them
      Given the user shares the image "alex.png"
      When the model keeps the image "attachment" about "Alex" as kind "landscape"
      Then no file in the visual store contains "landscape"

    @VIS-1 @optional
    Scenario: An image of a kind outside the seven is answered with a reply, not an error
      Given the user shares the image "alex.png"
      When the model keeps the image "attachment" about "Alex" as kind "landscape"
      Then the answer is a reply in words, with an id only if the image is kept

  Rule: The source is the shared image, a file from the user's Files, or a data: URL
    > source resolves: "attachment" (the image you just shared — the commonest case), a filename
    > from your Files, a data: URL, or an http(s) URL.
    Which files count as images is a heuristic the documents do not draw: a file named without an
    image extension is checked at the optional level.

    @VIS-2
    Scenario: An image from the user's Files is kept by its file name
      Given the user's Files hold the image "luna.png"
      When the model keeps the image "luna.png" about "Luna" as kind "place"
      Then the reply says the image is kept
      And recalling "Luna" attaches the image kept about "Luna"

    @VIS-2
    Scenario: An image written out as a data: URL is kept
      When the model keeps the image "luna.png", written as a data: URL, about "Luna" as kind "scene"
      Then the reply says the image is kept
      And recalling "Luna" attaches the image kept about "Luna"

    @VIS-2
    Scenario: Of two images in the user's Files, the one named is kept
      Given the user's Files hold the image "luna.png"
      And the user's Files hold the image "alex.png"
      When the model keeps the image "alex.png" about "Alex" as kind "person"
      Then the reply says the image is kept
      And recalling "Alex" attaches the image kept about "Alex"

    @VIS-2
    Scenario: Of two images shared one after the other, "attachment" keeps the one shared last
      The copy is the shared image's own bytes:
      > The image is copied into her own store
      Given the user shares the image "alex.png"
      And the user shares the image "luna.png"
      When the model keeps the image "attachment" about "Luna" as kind "place"
      Then the reply says the image is kept
      And the visual store holds "luna.png" byte for byte

    @VIS-2 @optional
    Scenario: An image from the user's Files whose name has no extension is kept by that name
      Given the user's Files hold the image "luna"
      When the model keeps the image "luna" about "Luna" as kind "place"
      Then the reply says the image is kept
      And recalling "Luna" attaches the image kept about "Luna"

    @VIS-2
    Scenario Outline: An image outside the user's Files is refused when named <how>
      Given the user's Files hold the image "luna.png"
      And the image "secret.png" lies in the folder that holds the user's Files
      When the model keeps the image "<source>" about "Secret" as kind "other"
      Then the reply says the image is not kept
      And recalling "Secret" attaches exactly 0 images

      Examples:
        | how                  | source          |
        | by climbing out      | ../secret.png   |
        | by its absolute path | {secret.png}    |

    @VIS-2 @optional
    Scenario: An image written out as a percent-encoded data: URL with no media type is kept
      When the model keeps the image "luna.png", written as a percent-encoded data: URL, about "Luna" as kind "scene"
      Then the reply says the image is kept
      And recalling "Luna" attaches the image kept about "Luna"

    @VIS-2
    Scenario: An image written out as a data: URL whose data holds a comma is kept whole
      When the model keeps the image "sora.png", written as a percent-encoded data: URL with its commas as they are, about "Sora" as kind "scene"
      Then the reply says the image is kept
      And recalling "Sora" attaches the image kept about "Sora"

    @VIS-2
    Scenario: A file name holding a NUL character is refused with an answer
      Given the user's Files hold the image "luna.png"
      When the model keeps the image "luna.png" with a NUL character inside its name, about "Luna" as kind "place"
      Then the reply says the image is not kept

  Rule: The kept image is a copy in the visual store, and outlives the original
    > The image is copied into her own store, so it persists independently of your Files.

    @VIS-3
    Scenario: An image kept from the user's Files is still seen after the file is deleted
      Given the user's Files hold the image "luna.png"
      And the model has kept the image "luna.png" about "Luna" as kind "place"
      When the user deletes "luna.png" from their Files
      And the system restarts
      Then recalling "Luna" attaches the image kept about "Luna"

    @VIS-3
    Scenario: A shared image is still seen after a restart
      Given the user shares the image "alex.png"
      And the model has kept the image "attachment" about "Alex" as kind "person"
      When the system restarts
      Then recalling "Alex" attaches the image kept about "Alex"

    @VIS-3
    Scenario: An image kept from the user's Files keeps its own bytes when the user overwrites the file
      Given the user's Files hold the image "luna.png"
      And the model has kept the image "luna.png" about "Luna" as kind "place"
      When the user overwrites "luna.png" in their Files with the image "sora.png"
      Then the visual store holds "luna.png" byte for byte
      And recalling "Luna" attaches the image kept about "Luna"

    @VIS-3
    Scenario: An image is still seen after 500 other images are kept
      > remember_image — keep one forever
      The documents bound the visual store by no count: no number of later saves evicts an image.
      Given the model has kept the shared image "alex.png" about "Alex" as kind "person"
      When the model keeps 500 other shared images, each about a name of its own
      Then recalling "Alex" attaches the image kept about "Alex"

    @VIS-3 @PATH-2
    Scenario: The copy lands in the folder KOTOBA_VISUAL_MEMORY_DIR names
      > Every path is overridable: KOTOBA_MEMORY_DIR, KOTOBA_VISUAL_MEMORY_DIR, KOTOBA_HOME.
      Given Kotoba is started with KOTOBA_VISUAL_MEMORY_DIR set to the folder "pictures/kept"
      And the user shares the image "alex.png"
      When the model keeps the image "attachment" about "Alex" as kind "person"
      Then the reply says the image is kept
      And the folder "pictures/kept" has gained files

  Rule: A save is reported from the store's own answer; only an exact duplicate means kept
    > A save is reported from the store's own answer, never from a search afterwards. The store's
    > add() returns None for five different reasons and only "exact duplicate" means the image was
    > kept — asking instead whether any entry existed under that name announced a too-big image as
    > saved.
    The documents name a too-big image among the five reasons a save fails, but not the others:
    that an empty or undecodable file is refused is the suite's reading, checked as optional.

    @VIS-4
    Scenario: An exact duplicate is reported as kept
      Given the user shares the image "alex.png"
      And the model has kept the image "attachment" about "Alex" as kind "person"
      When the model keeps the image "attachment" about "Alex" as kind "person"
      Then the reply says the image is kept
      And the answer is a reply in words, with an id only if the image is kept

    @VIS-4
    Scenario: An exact duplicate is kept once
      Given the user shares the image "alex.png"
      And the model has kept the image "attachment" about "Alex" as kind "person"
      When the model keeps the image "attachment" about "Alex" as kind "person"
      Then recalling "Alex" attaches exactly 1 image

    @VIS-4
    Scenario: An image one byte over the system's limit is not reported as saved
      Given the user shares the image "alex.png"
      And the model has kept the image "attachment" about "Alex" as kind "person"
      And the user shares an image one byte over the system's limit
      When the model keeps the image "attachment" about "Alex" as kind "person"
      Then the reply says the image is not kept
      And the answer is a reply in words, with an id only if the image is kept

    @VIS-4
    Scenario: An image one byte over the system's limit is not kept
      Given the user shares the image "alex.png"
      And the model has kept the image "attachment" about "Alex" as kind "person"
      And the user shares an image one byte over the system's limit
      When the model keeps the image "attachment" about "Alex" as kind "person"
      Then no file in the visual store has changed
      And recalling "Alex" attaches exactly 1 image

    @VIS-4
    Scenario: An image exactly at the system's limit is kept
      Given the user shares an image exactly at the system's limit
      When the model keeps the image "attachment" about "Alex" as kind "person"
      Then the reply says the image is kept
      And the answer is a reply in words, with an id only if the image is kept

    @VIS-4
    Scenario: An image in the user's Files one byte over the system's limit is not reported as saved
      Given the user's Files hold an image one byte over the system's limit named "big.png"
      When the model keeps the image "big.png" about "Alex" as kind "person"
      Then the reply says the image is not kept
      And recalling "Alex" attaches exactly 0 images

    @VIS-4
    Scenario: An image kept again after its file was deleted by hand is reported kept only with its bytes back
      An entry whose file is gone is no kept image, so keeping the same image again is no exact
      duplicate of a kept one: it is kept anew, or reported as not kept.
      Given the model has kept the shared image "alex.png" about "Alex" as kind "person"
      When the user deletes the file of the image kept about "Alex" by hand
      And the model keeps the image "attachment" about "Alex" as kind "person"
      Then recalling "Alex" attaches the image the reply names, unless the reply says it is not kept

    @VIS-4 @optional
    Scenario: An empty image is not reported as saved
      Given the user shares an empty file named "blank.png"
      When the model keeps the image "attachment" about "Alex" as kind "person"
      Then the reply says the image is not kept
      And no file in the visual store has changed

    @VIS-4 @optional
    Scenario: A file that is not an image is not reported as saved
      Given the user shares a text file named "alex.png"
      When the model keeps the image "attachment" about "Alex" as kind "person"
      Then the reply says the image is not kept
      And no file in the visual store has changed
      And recalling "Alex" attaches exactly 0 images

    @VIS-4
    Scenario: A second, different image is kept as its own, not as a duplicate of the first
      Given the model has kept the shared image "alex.png" about "Alex" as kind "person"
      And the user shares the image "luna.png"
      When the model keeps the image "attachment" about "Luna" as kind "place"
      Then the reply says the image is kept
      And recalling "Luna" attaches the image kept about "Luna"
      And recalling "Alex" attaches the image kept about "Alex"

    @VIS-4 @optional
    Scenario: An empty shared file is answered with a reply, not an error
      Given the user shares an empty file named "blank.png"
      When the model keeps the image "attachment" about "Alex" as kind "person"
      Then the answer is a reply in words, with an id only if the image is kept

  Rule: Recall re-opens the top matches, and each rides the events channel as its id alone
    > recall_image — look at them again Takes: query — a person's name, a product, any keyword. The
    > top matches are re-opened as images, so the vision model actually sees them. They also ride
    > the events channel as a recalled_image frame carrying only the keepsake's ID, never its bytes

    @VIS-5
    Scenario: Recalling a name attaches that image and emits an id-only recalled_image event
      Given the model has kept the shared image "alex.png" about "Alex" as kind "person"
      And the model has kept the shared image "luna.png" about "Luna" as kind "place"
      When the model recalls "Alex"
      Then the image kept about "Alex" is attached
      And every attached image has a recalled_image event carrying its id

    @VIS-5
    Scenario: A recalled_image event carries no image bytes, however big the image
      Given the user shares an image of 300000 bytes
      And the model has kept the image "attachment" about "Alex" as kind "person"
      When the model recalls "Alex"
      Then the image kept about "Alex" is attached
      And no event is longer than 1000 characters of JSON or holds the image's bytes

    @VIS-5
    Scenario: The image kept about a name is attached ahead of six whose notes only mention it
      Given the model has kept these shared images:
        | image    | about | kind   | note                      |
        | luna.png | Luna  | place  | Luna and Alex at the lake |
        | max.png  | Max   | person | Max waving at Alex        |
        | rex.png  | Rex   | other  | Rex asleep on Alex's bed  |
        | alex.png | Alex  | person | Alex at his desk          |
        | tom.png  | Tom   | person | Tom, a friend of Alex     |
        | kim.png  | Kim   | person | Kim laughing with Alex    |
        | sam.png  | Sam   | person | Sam next to Alex          |
      When the model recalls "Alex"
      Then the image kept about "Alex" is attached

    @VIS-5
    Scenario: Recalling a surname attaches the image kept about the name written surname first
      Given the model has kept the shared image "alex.png" about "Smith, Alex" as kind "person"
      When the model recalls "Smith"
      Then the image kept about "Smith, Alex" is attached

    @VIS-5 @optional
    Scenario: Recalling a keyword that only an image's note holds attaches that image
      "Takes: query — a person's name, a product, any keyword" does not say which of a kept
      image's words a keyword is matched against (what it is about, its note, its kind): the
      note is the suite's reading.
      Given the model has kept these shared images:
        | image    | about | kind   | note                         |
        | alex.png | Alex  | person | Alex wearing his new glasses |
        | luna.png | Luna  | place  | Luna at the lake             |
      When the model recalls "glasses"
      Then the image kept about "Alex" is attached

  Rule: The instruction is written from what was attached, never from what was found
    > The instruction it returns is written from what was actually attached, never from what was
    > found. An entry whose bytes are gone still said "analyze the image(s)" and handed her, as the
    > thing to analyse, her own old note
    An instruction that names the analysis only to forbid it does not ask for it (R16).

    @VIS-6 @VIS-5
    Scenario: A kept image whose file was deleted by hand is not attached
      Given the model has kept the shared image "alex.png" about "Alex" as kind "person"
      When the user deletes the file of the image kept about "Alex" by hand
      And the model recalls "Alex"
      Then recalling attached no image
      And no recalled_image event names the image kept about "Alex"

    @VIS-6 @R16
    Scenario: A kept image whose file was deleted by hand is never offered to analyze
      Given the model has kept the shared image "alex.png" about "Alex" as kind "person"
      When the user deletes the file of the image kept about "Alex" by hand
      And the model recalls "Alex"
      Then the instruction never asks to "analyze the image(s)"

    @VIS-6
    Scenario: Recalling from an empty visual store attaches nothing and still gives an instruction
      When the model recalls "Alex"
      Then recalling attached no image
      And the model is given an instruction in words

    @VIS-6 @VIS-5
    Scenario: Of two matches, the one whose file was deleted by hand is not attached beside the other
      Given the model has kept these shared images:
        | image    | about | kind   | note                      |
        | alex.png | Alex  | person | Alex at his desk          |
        | luna.png | Luna  | place  | Luna and Alex at the lake |
      When the user deletes the file of the image kept about "Luna" by hand
      And the model recalls "Alex"
      Then the image kept about "Alex" is attached
      And the image kept about "Luna" is not attached
      And no recalled_image event names the image kept about "Luna"

    @VIS-6
    Scenario: With one match attached and another's file deleted by hand, the instruction counts only the one attached
      Given the model has kept these shared images:
        | image    | about | kind   | note                      |
        | alex.png | Alex  | person | Alex at his desk          |
        | luna.png | Luna  | place  | Luna and Alex at the lake |
      When the user deletes the file of the image kept about "Luna" by hand
      And the model recalls "Alex"
      Then the image kept about "Alex" is attached
      And the instruction states no more images attached than recalling attached

    @VIS-6 @optional
    Scenario: With a kept image attached, the instruction asks to analyze it
      Given the model has kept the shared image "alex.png" about "Alex" as kind "person"
      When the model recalls "Alex"
      Then the image kept about "Alex" is attached
      And the instruction asks to "analyze the image(s)"

  Rule: memory_write saves words and keeps no image
    > The schema is blunt that memory_write is not an alternative: it saves words and keeps no
    > image.
    A reply that names the image only to say it was not kept, or to forbid saying so, does not
    claim it was (R16).

    @VIS-7
    Scenario: Writing a fact right after sharing an image leaves the visual store unchanged
      Given the user shares the image "alex.png"
      When the model writes the fact "Has a friend named Alex"
      Then no file in the visual store has changed
      And recalling "Alex" attaches exactly 0 images

    @VIS-7 @R16
    Scenario: The reply to a fact written right after sharing an image never says the image was kept
      Given the user shares the image "alex.png"
      When the model writes the fact "Has a friend named Alex"
      Then the reply never says an image was kept
