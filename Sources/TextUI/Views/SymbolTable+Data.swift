// The SF Symbols names TextUI draws: one line per name, its four fields separated by tabs —
// the name, the glyph drawn in `.unicode` (one or two columns), the glyph drawn in `.ascii` (one or
// two printable ASCII characters) and the words a screen reader says. Parsed once, on first use,
// by `SymbolTable.entries`. Kept as one string rather than a dictionary literal: the compiler
// type-checks a literal of this size for seconds, and reads a string in no time.
//
// To add a name, add its line in order; `SymbolTableTests` checks every line (four fields, the
// widths, no name twice, sorted).

extension SymbolTable {
    /// The table: `name<TAB>unicode<TAB>ascii<TAB>words`, one symbol a line, sorted by name.
    static let data = #"""
0.circle	⓪	0	0
0.circle.fill	⓿	0	0
0.square	0	0	0
0.square.fill	0	0	0
1.circle	①	1	1
1.circle.fill	❶	1	1
1.square	1	1	1
1.square.fill	1	1	1
10.circle	⑩	10	10
10.circle.fill	❿	10	10
10.square	10	10	10
10.square.fill	10	10	10
11.circle	⑪	11	11
11.circle.fill	⓫	11	11
11.square	11	11	11
11.square.fill	11	11	11
12.circle	⑫	12	12
12.circle.fill	⓬	12	12
12.square	12	12	12
12.square.fill	12	12	12
123.rectangle	12	12	Numbers
123.rectangle.fill	12	12	Numbers
13.circle	⑬	13	13
13.circle.fill	⓭	13	13
13.square	13	13	13
13.square.fill	13	13	13
14.circle	⑭	14	14
14.circle.fill	⓮	14	14
14.square	14	14	14
14.square.fill	14	14	14
15.circle	⑮	15	15
15.circle.fill	⓯	15	15
15.square	15	15	15
15.square.fill	15	15	15
16.circle	⑯	16	16
16.circle.fill	⓰	16	16
16.square	16	16	16
16.square.fill	16	16	16
17.circle	⑰	17	17
17.circle.fill	⓱	17	17
17.square	17	17	17
17.square.fill	17	17	17
18.circle	⑱	18	18
18.circle.fill	⓲	18	18
18.square	18	18	18
18.square.fill	18	18	18
19.circle	⑲	19	19
19.circle.fill	⓳	19	19
19.square	19	19	19
19.square.fill	19	19	19
2.circle	②	2	2
2.circle.fill	❷	2	2
2.square	2	2	2
2.square.fill	2	2	2
20.circle	⑳	20	20
20.circle.fill	⓴	20	20
20.square	20	20	20
20.square.fill	20	20	20
3.circle	③	3	3
3.circle.fill	❸	3	3
3.square	3	3	3
3.square.fill	3	3	3
4.circle	④	4	4
4.circle.fill	❹	4	4
4.square	4	4	4
4.square.fill	4	4	4
5.circle	⑤	5	5
5.circle.fill	❺	5	5
5.square	5	5	5
5.square.fill	5	5	5
6.circle	⑥	6	6
6.circle.fill	❻	6	6
6.square	6	6	6
6.square.fill	6	6	6
7.circle	⑦	7	7
7.circle.fill	❼	7	7
7.square	7	7	7
7.square.fill	7	7	7
8.circle	⑧	8	8
8.circle.fill	❽	8	8
8.square	8	8	8
8.square.fill	8	8	8
9.circle	⑨	9	9
9.circle.fill	❾	9	9
9.square	9	9	9
9.square.fill	9	9	9
a.circle	ⓐ	A	A
a.circle.fill	ⓐ	A	A
a.magnify	A	A	Magnify
a.square	A	A	A
a.square.fill	A	A	A
abc	ab	ab	ABC
airplane	✈	>	Airplane
airplane.arrival	✈	>	Airplane
airplane.circle	✈	>	Airplane
airplane.circle.fill	✈	>	Airplane
airplane.departure	✈	>	Airplane
airplayaudio	◭	^	AirPlay
airplayvideo	◭	^	AirPlay
airpods	Ω	n	AirPods
airpodsmax	Ω	n	AirPods Max
airpodspro	Ω	n	AirPods Pro
alarm	◶	@	Alarm
alarm.fill	◶	@	Alarm
alarm.waves.left.and.right	◶	@	Alarm
alarm.waves.left.and.right.fill	◶	@	Alarm
allergens	✻	*	Allergens
allergens.fill	✻	*	Allergens
ant	ж	*	Ant
ant.circle	ж	*	Ant
ant.circle.fill	ж	*	Ant
ant.fill	ж	*	Ant
antenna.radiowaves.left.and.right	☉	o	Broadcast
antenna.radiowaves.left.and.right.circle	☉	o	Broadcast
antenna.radiowaves.left.and.right.circle.fill	☉	o	Broadcast
antenna.radiowaves.left.and.right.slash	☉	o	No signal
app	▢	[]	App
app.badge	▢	[]	App badge
app.badge.checkmark	▢	[]	App checked
app.badge.checkmark.fill	■	#	App checked
app.badge.fill	■	#	App badge
app.connected.to.app.below.fill	▢	[]	Apps
app.dashed	▢	[]	App
app.fill	■	#	App
app.gift	▢	[]	App
app.gift.fill	■	#	App
apple.terminal	>_	>_	Terminal
apple.terminal.fill	>_	>_	Terminal
applewatch	▢	[]	Apple Watch
applewatch.watchface	▢	[]	Apple Watch
apps.ipad	▢	[]	Apps
apps.iphone	▢	[]	Apps
aqi.high	≋	~	Air quality
aqi.low	≋	~	Air quality
aqi.medium	≋	~	Air quality
archivebox	▤	#	Archive
archivebox.circle	▤	#	Archive
archivebox.circle.fill	▤	#	Archive
archivebox.fill	▤	#	Archive
arrow.2.circlepath	⟲	@	Sync
arrow.2.circlepath.circle	⟲	@	Sync
arrow.2.circlepath.circle.fill	⟲	@	Sync
arrow.backward	←	<-	Back
arrow.backward.circle	←	<-	Back
arrow.backward.circle.fill	←	<-	Back
arrow.backward.square	←	<-	Back
arrow.backward.square.fill	←	<-	Back
arrow.clockwise	↻	@	Refresh
arrow.clockwise.circle	↻	@	Refresh
arrow.clockwise.circle.fill	↻	@	Refresh
arrow.clockwise.icloud	☁	~	Sync with iCloud
arrow.clockwise.icloud.fill	☁	~	Sync with iCloud
arrow.counterclockwise	↺	@	Undo
arrow.counterclockwise.circle	↺	@	Undo
arrow.counterclockwise.circle.fill	↺	@	Undo
arrow.counterclockwise.icloud	☁	~	Restore from iCloud
arrow.counterclockwise.icloud.fill	☁	~	Restore from iCloud
arrow.down	↓	v	Down Arrow
arrow.down.app	⇩	v	Download app
arrow.down.app.fill	⇩	v	Download app
arrow.down.circle	↓	v	Down Arrow
arrow.down.circle.dotted	↓	v	Downloading
arrow.down.circle.fill	↓	v	Down Arrow
arrow.down.doc	⇩	v	Download document
arrow.down.doc.fill	⇩	v	Download document
arrow.down.forward	↘	\	Down forward arrow
arrow.down.heart	⇩	v	Heart rate falling
arrow.down.heart.fill	⇩	v	Heart rate falling
arrow.down.left	↙	/	Down left arrow
arrow.down.left.circle	↙	/	Down left arrow
arrow.down.left.circle.fill	↙	/	Down left arrow
arrow.down.left.square	↙	/	Down left arrow
arrow.down.left.square.fill	↙	/	Down left arrow
arrow.down.message	⇩	v	Receive message
arrow.down.message.fill	⇩	v	Receive message
arrow.down.right	↘	\	Down right arrow
arrow.down.right.and.arrow.up.left	⤡	><	Collapse
arrow.down.right.circle	↘	\	Down right arrow
arrow.down.right.circle.fill	↘	\	Down right arrow
arrow.down.right.square	↘	\	Down right arrow
arrow.down.right.square.fill	↘	\	Down right arrow
arrow.down.square	↓	v	Down Arrow
arrow.down.square.fill	↓	v	Down Arrow
arrow.down.to.line	⤓	v	Move to bottom
arrow.down.to.line.compact	⤓	v	Move to bottom
arrow.forward	→	->	Forward
arrow.forward.circle	→	->	Forward
arrow.forward.circle.fill	→	->	Forward
arrow.forward.square	→	->	Forward
arrow.forward.square.fill	→	->	Forward
arrow.left	←	<	Back
arrow.left.and.right	↔	<>	Left and right
arrow.left.and.right.circle	↔	<>	Left and right
arrow.left.and.right.circle.fill	↔	<>	Left and right
arrow.left.arrow.right	⇄	<>	Swap
arrow.left.arrow.right.circle	⇄	<>	Swap
arrow.left.arrow.right.circle.fill	⇄	<>	Swap
arrow.left.arrow.right.square	⇄	<>	Swap
arrow.left.arrow.right.square.fill	⇄	<>	Swap
arrow.left.circle	←	<	Back
arrow.left.circle.fill	←	<	Back
arrow.left.square	←	<	Back
arrow.left.square.fill	←	<	Back
arrow.left.to.line	⇤	|<	Move to start
arrow.rectanglepath	⟳	@	Loop
arrow.right	→	>	Forward
arrow.right.arrow.left	⇄	<>	Swap
arrow.right.arrow.left.circle	⇄	<>	Swap
arrow.right.arrow.left.circle.fill	⇄	<>	Swap
arrow.right.arrow.left.square	⇄	<>	Swap
arrow.right.arrow.left.square.fill	⇄	<>	Swap
arrow.right.circle	→	>	Forward
arrow.right.circle.fill	→	>	Forward
arrow.right.doc.on.clipboard	⎘	[]	Paste
arrow.right.square	→	>	Forward
arrow.right.square.fill	→	>	Forward
arrow.right.to.line	⇥	>|	Move to end
arrow.triangle.2.circlepath	⟳	@	Sync
arrow.triangle.2.circlepath.circle	⟳	@	Sync
arrow.triangle.2.circlepath.circle.fill	⟳	@	Sync
arrow.triangle.branch	⑂	Y	Branch
arrow.triangle.merge	⑃	Y	Merge
arrow.triangle.swap	⇆	<>	Swap
arrow.triangle.turn.up.right.circle	↱	->	Directions
arrow.triangle.turn.up.right.circle.fill	↱	->	Directions
arrow.triangle.turn.up.right.diamond	⬦	<>	Directions
arrow.triangle.turn.up.right.diamond.fill	⬥	<>	Directions
arrow.turn.down.left	↲	<-	Return
arrow.turn.down.right	↳	->	Turn down right
arrow.turn.left.up	↰	<-	Turn left up
arrow.turn.right.up	↱	->	Turn right up
arrow.turn.up.left	↰	<-	Turn up left
arrow.turn.up.right	↱	->	Turn up right
arrow.up	↑	^	Up Arrow
arrow.up.and.down	↕	|	Up and down
arrow.up.and.down.and.arrow.left.and.right	✥	+	Move
arrow.up.and.down.circle	↕	|	Up and down
arrow.up.and.down.circle.fill	↕	|	Up and down
arrow.up.and.person.rectangle.portrait	⇧	^	Share contact
arrow.up.arrow.down	⇅	^v	Sort
arrow.up.arrow.down.circle	⇅	^v	Sort
arrow.up.arrow.down.circle.fill	⇅	^v	Sort
arrow.up.arrow.down.square	⇅	^v	Sort
arrow.up.arrow.down.square.fill	⇅	^v	Sort
arrow.up.backward	↖	\	Up backward arrow
arrow.up.bin	⇧	^	Restore
arrow.up.bin.fill	⇧	^	Restore
arrow.up.circle	↑	^	Up Arrow
arrow.up.circle.fill	↑	^	Up Arrow
arrow.up.doc	⇧	^	Upload document
arrow.up.doc.fill	⇧	^	Upload document
arrow.up.doc.on.clipboard	⎘	[]	Paste
arrow.up.forward	↗	/	Open
arrow.up.forward.app	↗	/	Open
arrow.up.forward.app.fill	↗	/	Open
arrow.up.forward.circle	↗	/	Open
arrow.up.forward.circle.fill	↗	/	Open
arrow.up.forward.square	↗	/	Open
arrow.up.forward.square.fill	↗	/	Open
arrow.up.heart	⇧	^	Heart rate rising
arrow.up.heart.fill	⇧	^	Heart rate rising
arrow.up.left	↖	\	Up left arrow
arrow.up.left.and.arrow.down.right	⤢	<>	Expand
arrow.up.left.and.down.right.and.arrow.up.right.and.down.left	⤢	<>	Full screen
arrow.up.left.circle	↖	\	Up left arrow
arrow.up.left.circle.fill	↖	\	Up left arrow
arrow.up.left.square	↖	\	Up left arrow
arrow.up.left.square.fill	↖	\	Up left arrow
arrow.up.message	⇧	^	Send message
arrow.up.message.fill	⇧	^	Send message
arrow.up.right	↗	/	Up right arrow
arrow.up.right.circle	↗	/	Up right arrow
arrow.up.right.circle.fill	↗	/	Up right arrow
arrow.up.right.square	↗	/	Up right arrow
arrow.up.right.square.fill	↗	/	Up right arrow
arrow.up.right.video	↗	/	Outgoing video call
arrow.up.right.video.fill	↗	/	Outgoing video call
arrow.up.square	↑	^	Up Arrow
arrow.up.square.fill	↑	^	Up Arrow
arrow.up.to.line	⤒	^	Move to top
arrow.uturn.backward	↶	<-	Undo
arrow.uturn.backward.circle	↶	<-	Undo
arrow.uturn.backward.circle.fill	↶	<-	Undo
arrow.uturn.down	⤵	v	U-turn down
arrow.uturn.forward	↷	->	Redo
arrow.uturn.forward.circle	↷	->	Redo
arrow.uturn.forward.circle.fill	↷	->	Redo
arrow.uturn.left	↶	<-	Undo
arrow.uturn.left.circle	↶	<-	Undo
arrow.uturn.left.circle.fill	↶	<-	Undo
arrow.uturn.right	↷	->	Redo
arrow.uturn.right.circle	↷	->	Redo
arrow.uturn.right.circle.fill	↷	->	Redo
arrow.uturn.up	⤴	^	U-turn up
arrowshape.backward	⇦	<-	Back
arrowshape.backward.circle	⇦	<-	Back
arrowshape.backward.circle.fill	⇦	<-	Back
arrowshape.backward.fill	⇦	<-	Back
arrowshape.bounce.right	↷	->	Bounce
arrowshape.bounce.right.fill	↷	->	Bounce
arrowshape.down	⇩	v	Down
arrowshape.down.circle	⇩	v	Down
arrowshape.down.circle.fill	⇩	v	Down
arrowshape.down.fill	⇩	v	Down
arrowshape.forward	⇨	->	Forward
arrowshape.forward.circle	⇨	->	Forward
arrowshape.forward.circle.fill	⇨	->	Forward
arrowshape.forward.fill	⇨	->	Forward
arrowshape.left	⇦	<-	Back
arrowshape.left.circle	⇦	<-	Back
arrowshape.left.circle.fill	⇦	<-	Back
arrowshape.left.fill	⇦	<-	Back
arrowshape.right	⇨	->	Forward
arrowshape.right.circle	⇨	->	Forward
arrowshape.right.circle.fill	⇨	->	Forward
arrowshape.right.fill	⇨	->	Forward
arrowshape.turn.up.backward	↩	<-	Reply
arrowshape.turn.up.backward.2	↩	<-	Reply all
arrowshape.turn.up.backward.2.circle	↩	<-	Reply all
arrowshape.turn.up.backward.2.circle.fill	↩	<-	Reply all
arrowshape.turn.up.backward.2.fill	↩	<-	Reply all
arrowshape.turn.up.backward.circle	↩	<-	Reply
arrowshape.turn.up.backward.circle.fill	↩	<-	Reply
arrowshape.turn.up.backward.fill	↩	<-	Reply
arrowshape.turn.up.forward	↪	->	Forward
arrowshape.turn.up.forward.circle	↪	->	Forward
arrowshape.turn.up.forward.circle.fill	↪	->	Forward
arrowshape.turn.up.forward.fill	↪	->	Forward
arrowshape.turn.up.left	↩	<-	Reply
arrowshape.turn.up.left.2	↩	<-	Reply all
arrowshape.turn.up.left.2.circle	↩	<-	Reply all
arrowshape.turn.up.left.2.circle.fill	↩	<-	Reply all
arrowshape.turn.up.left.2.fill	↩	<-	Reply all
arrowshape.turn.up.left.circle	↩	<-	Reply
arrowshape.turn.up.left.circle.fill	↩	<-	Reply
arrowshape.turn.up.left.fill	↩	<-	Reply
arrowshape.turn.up.right	↪	->	Forward
arrowshape.turn.up.right.circle	↪	->	Forward
arrowshape.turn.up.right.circle.fill	↪	->	Forward
arrowshape.turn.up.right.fill	↪	->	Forward
arrowshape.up	⇧	^	Up
arrowshape.up.circle	⇧	^	Up
arrowshape.up.circle.fill	⇧	^	Up
arrowshape.up.fill	⇧	^	Up
arrowshape.zigzag.right	↯	~	Bounce
arrowshape.zigzag.right.fill	↯	~	Bounce
arrowtriangle.backward	◁	<	Back
arrowtriangle.backward.circle	◁	<	Back
arrowtriangle.backward.circle.fill	◀	<	Back
arrowtriangle.backward.fill	◀	<	Back
arrowtriangle.down	▽	v	Down
arrowtriangle.down.circle	▽	v	Down
arrowtriangle.down.circle.fill	▼	v	Down
arrowtriangle.down.fill	▼	v	Down
arrowtriangle.down.square	▽	v	Down
arrowtriangle.down.square.fill	▼	v	Down
arrowtriangle.forward	▷	>	Forward
arrowtriangle.forward.circle	▷	>	Forward
arrowtriangle.forward.circle.fill	▶	>	Forward
arrowtriangle.forward.fill	▶	>	Forward
arrowtriangle.left	◁	<	Left
arrowtriangle.left.circle	◁	<	Left
arrowtriangle.left.circle.fill	◀	<	Left
arrowtriangle.left.fill	◀	<	Left
arrowtriangle.left.square	◁	<	Left
arrowtriangle.left.square.fill	◀	<	Left
arrowtriangle.right	▷	>	Right
arrowtriangle.right.circle	▷	>	Right
arrowtriangle.right.circle.fill	▶	>	Right
arrowtriangle.right.fill	▶	>	Right
arrowtriangle.right.square	▷	>	Right
arrowtriangle.right.square.fill	▶	>	Right
arrowtriangle.up	△	^	Up
arrowtriangle.up.circle	△	^	Up
arrowtriangle.up.circle.fill	▲	^	Up
arrowtriangle.up.fill	▲	^	Up
arrowtriangle.up.square	△	^	Up
arrowtriangle.up.square.fill	▲	^	Up
asterisk	✱	*	Asterisk
asterisk.circle	✱	*	Asterisk
asterisk.circle.fill	✱	*	Asterisk
at	@	@	At
at.circle	@	@	At
at.circle.fill	@	@	At
atom	⚛	*	Atom
b.circle	ⓑ	B	B
b.circle.fill	ⓑ	B	B
b.square	B	B	B
b.square.fill	B	B	B
backpack	⊔	U	Backpack
backpack.circle	⊔	U	Backpack
backpack.circle.fill	⊔	U	Backpack
backpack.fill	⊔	U	Backpack
backward	«	<<	Rewind
backward.circle	«	<<	Rewind
backward.circle.fill	«	<<	Rewind
backward.end	⇤	|<	Previous track
backward.end.alt	⇤	|<	Previous track
backward.end.alt.fill	⇤	|<	Previous track
backward.end.fill	⇤	|<	Previous track
backward.fill	«	<<	Rewind
backward.frame	⇤	|<	Previous frame
backward.frame.fill	⇤	|<	Previous frame
bag	⊔	U	Bag
bag.badge.minus	⊔	U	Remove bag
bag.badge.plus	⊔	U	Add bag
bag.circle	⊔	U	Bag
bag.circle.fill	⊔	U	Bag
bag.fill	⊔	U	Bag
bag.fill.badge.minus	⊔	U	Remove bag
bag.fill.badge.plus	⊔	U	Add bag
bandage	▭	[]	Bandage
bandage.fill	▭	[]	Bandage
banknote	¤	$	Money
banknote.fill	¤	$	Money
barcode	‖	||	Barcode
barcode.viewfinder	‖	||	Barcode
baseball	○	o	Baseball
baseball.circle	○	o	Baseball
baseball.circle.fill	○	o	Baseball
baseball.fill	○	o	Baseball
basket	⊍	U	Basket
basket.fill	⊍	U	Basket
basketball	○	o	Basketball
basketball.circle	○	o	Basketball
basketball.circle.fill	○	o	Basketball
basketball.fill	○	o	Basketball
battery.0	▁	_	Battery empty
battery.0percent	▁	_	Battery empty
battery.100	█	#	Battery full
battery.100.bolt	█	#	Battery full
battery.100percent	█	#	Battery full
battery.100percent.bolt	█	#	Battery full
battery.100percent.circle	█	#	Battery full
battery.100percent.circle.fill	█	#	Battery full
battery.25	▂	_	Battery low
battery.25percent	▂	_	Battery low
battery.50percent	▄	=	Battery half
battery.75percent	▆	#	Battery high
beach.umbrella	☂	T	Beach
beach.umbrella.fill	☂	T	Beach
bed.double	⊏	=	Bed
bed.double.circle	⊏	=	Bed
bed.double.circle.fill	⊏	=	Bed
bed.double.fill	⊏	=	Bed
bell	♪	!	Notifications
bell.and.waves.left.and.right	♪	!	Notifications
bell.and.waves.left.and.right.fill	♪	!	Notifications
bell.badge	♪	!	Notifications
bell.badge.fill	♪	!	Notifications
bell.badge.slash	⊘	-	Notifications off
bell.badge.slash.fill	⊘	-	Notifications off
bell.circle	♪	!	Notifications
bell.circle.fill	♪	!	Notifications
bell.fill	♪	!	Notifications
bell.slash	⊘	-	Notifications off
bell.slash.circle	⊘	-	Notifications off
bell.slash.circle.fill	⊘	-	Notifications off
bell.slash.fill	⊘	-	Notifications off
bicycle	⚮	oo	Bicycle
bicycle.circle	⚮	oo	Bicycle
bicycle.circle.fill	⚮	oo	Bicycle
binoculars	⚭	oo	Discover
binoculars.circle	⚭	oo	Discover
binoculars.circle.fill	⚭	oo	Discover
binoculars.fill	⚭	oo	Discover
bird	⋎	v	Bird
bird.circle	⋎	v	Bird
bird.circle.fill	⋎	v	Bird
bird.fill	⋎	v	Bird
birthday.cake	⊓	[]	Birthday
birthday.cake.fill	⊓	[]	Birthday
bitcoinsign	₿	B	Bitcoin
bitcoinsign.circle	₿	B	Bitcoin
bitcoinsign.circle.fill	₿	B	Bitcoin
bold	B	B	Bold
bold.italic.underline	B	B	Bold
bold.underline	B	B	Bold
bolt	ϟ	!	Bolt
bolt.batteryblock	ϟ	!	Charging
bolt.batteryblock.fill	ϟ	!	Charging
bolt.car	ϟ	!	Electric car
bolt.car.fill	ϟ	!	Electric car
bolt.circle	ϟ	!	Bolt
bolt.circle.fill	ϟ	!	Bolt
bolt.fill	ϟ	!	Bolt
bolt.heart	ϟ	!	Heart rate
bolt.heart.fill	ϟ	!	Heart rate
bolt.horizontal	ϟ	!	Bolt
bolt.horizontal.circle	ϟ	!	Bolt
bolt.horizontal.circle.fill	ϟ	!	Bolt
bolt.horizontal.fill	ϟ	!	Bolt
bolt.slash	ϟ	!	No power
bolt.slash.fill	ϟ	!	No power
book	◫	B	Book
book.circle	◫	B	Book
book.circle.fill	◫	B	Book
book.closed	◫	B	Book
book.closed.fill	◫	B	Book
book.fill	◫	B	Book
book.pages	◫	B	Book
book.pages.fill	◫	B	Book
bookmark	⚐	B	Bookmark
bookmark.circle	⚐	B	Bookmark
bookmark.circle.fill	⚐	B	Bookmark
bookmark.fill	⚐	B	Bookmark
bookmark.slash	⊘	-	Remove bookmark
bookmark.slash.fill	⊘	-	Remove bookmark
bookmark.square	⚐	B	Bookmark
bookmark.square.fill	⚐	B	Bookmark
books.vertical	▥	||	Library
books.vertical.circle	▥	||	Library
books.vertical.circle.fill	▥	||	Library
books.vertical.fill	▥	||	Library
box.truck	⛟	=	Delivery
box.truck.badge.clock	⛟	=	Delivery pending
box.truck.badge.clock.fill	⛟	=	Delivery pending
box.truck.fill	⛟	=	Delivery
brain	ω	w	Brain
brain.filled.head.profile	ω	w	Brain
brain.head.profile	ω	w	Brain
briefcase	⊟	#	Work
briefcase.circle	⊟	#	Work
briefcase.circle.fill	⊟	#	Work
briefcase.fill	⊟	#	Work
bubble.left	❝	"	Message
bubble.left.and.bubble.right	❝❞	""	Conversation
bubble.left.and.bubble.right.fill	❝❞	""	Conversation
bubble.left.circle	❝	"	Message
bubble.left.circle.fill	❝	"	Message
bubble.left.fill	❝	"	Message
bubble.middle.bottom	❝	"	Message
bubble.middle.bottom.fill	❝	"	Message
bubble.right	❞	"	Message
bubble.right.circle	❞	"	Message
bubble.right.circle.fill	❞	"	Message
bubble.right.fill	❞	"	Message
building	⌸	#	Building
building.2	⌸	#	Buildings
building.2.crop.circle	⌸	#	Buildings
building.2.crop.circle.fill	⌸	#	Buildings
building.2.fill	⌸	#	Buildings
building.columns	∏	#	Bank
building.columns.circle	∏	#	Bank
building.columns.circle.fill	∏	#	Bank
building.columns.fill	∏	#	Bank
building.fill	⌸	#	Building
bus	⛟	=	Bus
bus.doubledecker	⛟	=	Bus
bus.doubledecker.fill	⛟	=	Bus
bus.fill	⛟	=	Bus
c.circle	ⓒ	C	C
c.circle.fill	ⓒ	C	C
c.square	C	C	C
c.square.fill	C	C	C
cable.connector	⌁	~	Cable
cable.connector.horizontal	⌁	~	Cable
cablecar	⏚	T	Cable car
cablecar.fill	⏚	T	Cable car
calendar	▦	#	Calendar
calendar.badge.checkmark	▦	#	Calendar checked
calendar.badge.clock	▦	#	Calendar pending
calendar.badge.exclamationmark	▦	#	Calendar alert
calendar.badge.minus	▦	#	Remove calendar
calendar.badge.plus	▦	#	Add calendar
calendar.circle	▦	#	Calendar
calendar.circle.fill	▦	#	Calendar
calendar.day.timeline.leading	▦	#	Calendar
calendar.day.timeline.left	▦	#	Calendar
calendar.day.timeline.right	▦	#	Calendar
calendar.day.timeline.trailing	▦	#	Calendar
camera	◙	o	Camera
camera.aperture	◙	o	Camera
camera.badge.ellipsis	◙	o	Camera options
camera.circle	◙	o	Camera
camera.circle.fill	◙	o	Camera
camera.fill	◙	o	Camera
camera.macro	◙	o	Camera
camera.on.rectangle	◙	o	Camera
camera.on.rectangle.fill	◙	o	Camera
camera.rotate	◙	o	Camera
camera.rotate.fill	◙	o	Camera
camera.shutter.button	◙	o	Camera
camera.shutter.button.fill	◙	o	Camera
camera.viewfinder	⛶	[]	Scan
capslock	⇬	^	Caps Lock
capslock.fill	⇬	^	Caps Lock
capsule	⬭	()	Capsule
capsule.fill	⬬	()	Capsule
capsule.portrait	⬭	()	Capsule
capsule.portrait.fill	⬬	()	Capsule
captions.bubble	❝	"	Subtitles
captions.bubble.fill	❝	"	Subtitles
car	⛍	=	Car
car.2	⛍	=	Car
car.2.fill	⛍	=	Car
car.circle	⛍	=	Car
car.circle.fill	⛍	=	Car
car.fill	⛍	=	Car
car.rear	⛍	=	Car
car.rear.fill	⛍	=	Car
car.side	⛍	=	Car
car.side.fill	⛍	=	Car
carrot	⊽	v	Carrot
carrot.fill	⊽	v	Carrot
cart	⊻	$	Cart
cart.badge.minus	⊻	$	Remove cart
cart.badge.plus	⊻	$	Add cart
cart.badge.questionmark	⊻	$	Cart unknown
cart.circle	⊻	$	Cart
cart.circle.fill	⊻	$	Cart
cart.fill	⊻	$	Cart
cart.fill.badge.minus	⊻	$	Remove from cart
cart.fill.badge.plus	⊻	$	Add to cart
cat	ᴥ	o	Cat
cat.circle	ᴥ	o	Cat
cat.circle.fill	ᴥ	o	Cat
cat.fill	ᴥ	o	Cat
cellularbars	▆	#	Cellular
centsign	¢	c	Cent
centsign.circle	¢	c	Cent
centsign.circle.fill	¢	c	Cent
chair	⑁	h	Chair
chair.fill	⑁	h	Chair
chair.lounge	⑁	h	Lounge chair
chair.lounge.fill	⑁	h	Lounge chair
character	A	A	Character
character.book.closed	A	A	Character
character.book.closed.fill	A	A	Character
character.bubble	A	A	Character
character.bubble.fill	A	A	Character
character.cursor.ibeam	A	A	Character
chart.bar	▙	#	Chart
chart.bar.doc.horizontal	▙	#	Chart
chart.bar.doc.horizontal.fill	▙	#	Chart
chart.bar.fill	▙	#	Chart
chart.bar.xaxis	▙	#	Chart
chart.dots.scatter	⁘	:	Scatter chart
chart.line.downtrend.xyaxis	↘	\	Trending down
chart.line.downtrend.xyaxis.circle	↘	\	Trending down
chart.line.downtrend.xyaxis.circle.fill	↘	\	Trending down
chart.line.flattrend.xyaxis	→	->	Trending flat
chart.line.flattrend.xyaxis.circle	→	->	Trending flat
chart.line.flattrend.xyaxis.circle.fill	→	->	Trending flat
chart.line.uptrend.xyaxis	↗	/	Trending up
chart.line.uptrend.xyaxis.circle	↗	/	Trending up
chart.line.uptrend.xyaxis.circle.fill	↗	/	Trending up
chart.pie	◕	@	Pie chart
chart.pie.fill	◕	@	Pie chart
chart.xyaxis.line	↗	/	Line chart
checklist	☑	v	Checklist
checklist.checked	☑	v	Checklist
checklist.unchecked	☑	v	Checklist
checkmark	✓	v	Checkmark
checkmark.bubble	❝	"	Message sent
checkmark.bubble.fill	❝	"	Message sent
checkmark.circle	◉	x	Done
checkmark.circle.fill	◉	x	Done
checkmark.diamond	✓	v	Checkmark
checkmark.diamond.fill	✓	v	Checkmark
checkmark.icloud	☁	~	Saved to iCloud
checkmark.icloud.fill	☁	~	Saved to iCloud
checkmark.message	❝	"	Message sent
checkmark.message.fill	❝	"	Message sent
checkmark.rectangle	✓	v	Checkmark
checkmark.rectangle.fill	✓	v	Checkmark
checkmark.seal	✓	v	Verified
checkmark.seal.fill	✓	v	Verified
checkmark.shield	⛉	U	Protected
checkmark.shield.fill	⛉	U	Protected
checkmark.square	✓	v	Checkmark
checkmark.square.fill	✓	v	Checkmark
chevron.backward	‹	<	Back
chevron.backward.2	«	<<	Back
chevron.backward.circle	‹	<	Back
chevron.backward.circle.fill	‹	<	Back
chevron.backward.square	‹	<	Back
chevron.backward.square.fill	‹	<	Back
chevron.compact.down	⌄	v	Down
chevron.compact.left	‹	<	Back
chevron.compact.right	›	>	Forward
chevron.compact.up	⌃	^	Up
chevron.down	⌄	v	Down
chevron.down.circle	⌄	v	Down
chevron.down.circle.fill	⌄	v	Down
chevron.down.square	⌄	v	Down
chevron.down.square.fill	⌄	v	Down
chevron.forward	›	>	Forward
chevron.forward.2	»	>>	Forward
chevron.forward.circle	›	>	Forward
chevron.forward.circle.fill	›	>	Forward
chevron.forward.square	›	>	Forward
chevron.forward.square.fill	›	>	Forward
chevron.left	‹	<	Back
chevron.left.2	«	<<	Back
chevron.left.chevron.right	‹›	<>	Navigate
chevron.left.circle	‹	<	Back
chevron.left.circle.fill	‹	<	Back
chevron.left.forwardslash.chevron.right	⟨⟩	<>	Code
chevron.left.square	‹	<	Back
chevron.left.square.fill	‹	<	Back
chevron.right	›	>	Forward
chevron.right.2	»	>>	Forward
chevron.right.circle	›	>	Forward
chevron.right.circle.fill	›	>	Forward
chevron.right.square	›	>	Forward
chevron.right.square.fill	›	>	Forward
chevron.up	⌃	^	Up
chevron.up.chevron.down	⇕	^v	Choose
chevron.up.circle	⌃	^	Up
chevron.up.circle.fill	⌃	^	Up
chevron.up.square	⌃	^	Up
chevron.up.square.fill	⌃	^	Up
circle	○	o	Circle
circle.bottomhalf.filled	○	o	Circle
circle.circle	○	o	Circle
circle.circle.fill	○	o	Circle
circle.dashed	○	o	Circle
circle.dotted	○	o	Circle
circle.fill	○	o	Circle
circle.grid.2x2	∷	:	Grid
circle.grid.2x2.fill	∷	:	Grid
circle.grid.3x3	⠿	:	Grid
circle.grid.3x3.fill	⠿	:	Grid
circle.grid.cross	✣	+	Grid
circle.grid.cross.fill	✣	+	Grid
circle.hexagongrid	⁂	*	Grid
circle.hexagongrid.fill	⁂	*	Grid
circle.inset.filled	○	o	Circle
circle.lefthalf.filled	○	o	Circle
circle.righthalf.filled	○	o	Circle
circle.slash	⊘	-	Not allowed
circle.slash.fill	⊘	-	Not allowed
circle.tophalf.filled	○	o	Circle
clear	⌧	x	Clear
clear.fill	⌧	x	Clear
clipboard	⎘	[]	Clipboard
clipboard.fill	⎘	[]	Clipboard
clock	◷	@	Clock
clock.arrow.2.circlepath	↺	@	History
clock.arrow.circlepath	↺	@	History
clock.badge.checkmark	◷	@	Clock checked
clock.badge.checkmark.fill	◷	@	Clock checked
clock.badge.exclamationmark	◷	@	Clock alert
clock.badge.exclamationmark.fill	◷	@	Clock alert
clock.badge.questionmark	◷	@	Clock unknown
clock.badge.xmark	◷	@	Clock removed
clock.badge.xmark.fill	◷	@	Clock removed
clock.circle	◷	@	Clock
clock.circle.fill	◷	@	Clock
clock.fill	◷	@	Clock
cloud	☁	~	Cloud
cloud.bolt	ϟ	!	Thunderstorm
cloud.bolt.fill	ϟ	!	Thunderstorm
cloud.bolt.rain	ϟ	!	Thunderstorm
cloud.bolt.rain.fill	ϟ	!	Thunderstorm
cloud.circle	☁	~	Cloud
cloud.circle.fill	☁	~	Cloud
cloud.drizzle	☂	T	Drizzle
cloud.drizzle.fill	☂	T	Drizzle
cloud.fill	☁	~	Cloud
cloud.fog	≋	~	Fog
cloud.fog.fill	≋	~	Fog
cloud.hail	☁	~	Hail
cloud.hail.fill	☁	~	Hail
cloud.heavyrain	☂	T	Heavy rain
cloud.heavyrain.fill	☂	T	Heavy rain
cloud.moon	☁	~	Partly cloudy night
cloud.moon.bolt	ϟ	!	Thunderstorm at night
cloud.moon.bolt.fill	ϟ	!	Thunderstorm at night
cloud.moon.fill	☁	~	Partly cloudy night
cloud.moon.rain	☂	T	Rain at night
cloud.moon.rain.fill	☂	T	Rain at night
cloud.rain	☂	T	Rain
cloud.rain.circle	☂	T	Rain
cloud.rain.circle.fill	☂	T	Rain
cloud.rain.fill	☂	T	Rain
cloud.slash	⊘	-	No connection
cloud.slash.fill	⊘	-	No connection
cloud.sleet	❄	*	Sleet
cloud.sleet.fill	❄	*	Sleet
cloud.snow	❄	*	Snow
cloud.snow.fill	❄	*	Snow
cloud.sun	☁	~	Partly cloudy
cloud.sun.bolt	ϟ	!	Thunderstorm
cloud.sun.bolt.fill	ϟ	!	Thunderstorm
cloud.sun.fill	☁	~	Partly cloudy
cloud.sun.rain	☂	T	Showers
cloud.sun.rain.fill	☂	T	Showers
comb	ш	w	Comb
comb.fill	ш	w	Comb
command	⌘	#	Command
command.circle	⌘	#	Command
command.circle.fill	⌘	#	Command
command.square	⌘	#	Command
command.square.fill	⌘	#	Command
compass.drawing	⎈	*	Compass
control	⌃	^	Control
cpu	▣	#	Processor
cpu.fill	▣	#	Processor
creditcard	▭	=	Credit card
creditcard.and.123	▭	[]	Credit card
creditcard.circle	▭	=	Credit card
creditcard.circle.fill	▭	=	Credit card
creditcard.fill	▭	=	Credit card
creditcard.trianglebadge.exclamationmark	▭	[]	Credit card warning
cross	✚	+	Medical
cross.case	✚	+	Medical
cross.case.fill	✚	+	Medical
cross.circle	✚	+	Medical
cross.circle.fill	✚	+	Medical
cross.fill	✚	+	Medical
cross.vial	✚	+	Medical
cross.vial.fill	✚	+	Medical
crown	♔	W	Crown
crown.fill	♔	W	Crown
cup.and.saucer	⊔	U	Coffee
cup.and.saucer.fill	⊔	U	Coffee
curlybraces	{}	{}	Code
curlybraces.square	{}	{}	Code
curlybraces.square.fill	{}	{}	Code
cursorarrow	↖	\	Pointer
cursorarrow.and.square.on.square.dashed	↖	\	Pointer
cursorarrow.click	↖	\	Pointer
cursorarrow.click.2	↖	\	Pointer
cursorarrow.motionlines	↖	\	Pointer
cursorarrow.rays	↖	\	Pointer
d.circle	ⓓ	D	D
d.circle.fill	ⓓ	D	D
d.square	D	D	D
d.square.fill	D	D	D
decrease.indent	⇤	|<	Decrease indent
delete.backward	⌫	<x	Delete
delete.backward.fill	⌫	<x	Delete
delete.forward	⌦	x>	Forward delete
delete.forward.fill	⌦	x>	Forward delete
delete.left	⌫	<x	Delete
delete.left.fill	⌫	<x	Delete
delete.right	⌦	x>	Forward delete
delete.right.fill	⌦	x>	Forward delete
desktopcomputer	⎚	[]	Computer
dial.high	◕	@	Dial
dial.high.fill	◕	@	Dial
dial.low	◔	@	Dial
dial.low.fill	◔	@	Dial
dial.medium	◑	@	Dial
dial.medium.fill	◑	@	Dial
diamond	◇	<>	Diamond
diamond.fill	◆	<>	Diamond
diamond.lefthalf.filled	◇	<>	Diamond
dice	⚄	::	Dice
dice.fill	⚄	::	Dice
display	⎚	[]	Display
display.2	⎚	[]	Display
divide	÷	/	Divide
divide.circle	÷	/	Divide
divide.circle.fill	÷	/	Divide
divide.square	÷	/	Divide
divide.square.fill	÷	/	Divide
doc	▯	[]	Document
doc.append	▯	[]	Document
doc.append.fill	▮	[]	Document
doc.badge.arrow.up	▯	[]	Upload document
doc.badge.arrow.up.fill	▮	[]	Upload document
doc.badge.clock	▯	[]	Document pending
doc.badge.clock.fill	▮	[]	Document pending
doc.badge.ellipsis	▯	[]	Document options
doc.badge.gearshape	▯	[]	Document settings
doc.badge.gearshape.fill	▮	[]	Document settings
doc.badge.plus	▯	[]	Add document
doc.circle	▯	[]	Document
doc.circle.fill	▯	[]	Document
doc.fill	▯	[]	Document
doc.fill.badge.plus	▮	[]	Add document
doc.on.clipboard	⎘	[]	Paste
doc.on.clipboard.fill	⎘	[]	Paste
doc.on.doc	⧉	[]	Copy
doc.on.doc.fill	⧉	[]	Copy
doc.plaintext	▯	[]	Document
doc.plaintext.fill	▮	[]	Document
doc.questionmark	▯	[]	Document
doc.questionmark.fill	▮	[]	Document
doc.richtext	▯	[]	Document
doc.richtext.fill	▮	[]	Document
doc.text	▯	[]	Document
doc.text.below.ecg	▯	[]	Health record
doc.text.below.ecg.fill	▯	[]	Health record
doc.text.fill	▮	[]	Document
doc.text.image	▯	[]	Document
doc.text.image.fill	▮	[]	Document
doc.text.magnifyingglass	⌕	?	Find in document
doc.viewfinder	▯	[]	Document
doc.viewfinder.fill	▮	[]	Document
doc.zipper	▯	[]	Document
dock.arrow.down.rectangle	▭	[]	Hide dock
dock.arrow.up.rectangle	▭	[]	Show dock
dock.rectangle	▭	[]	Dock
dog	ᴥ	o	Dog
dog.circle	ᴥ	o	Dog
dog.circle.fill	ᴥ	o	Dog
dog.fill	ᴥ	o	Dog
dollarsign	$	$	Dollar
dollarsign.circle	$	$	Dollar
dollarsign.circle.fill	$	$	Dollar
dollarsign.square	$	$	Dollar
dollarsign.square.fill	$	$	Dollar
door.left.hand.closed	⊓	[]	Door closed
door.left.hand.open	⊓	[]	Door open
dot.radiowaves.left.and.right	☉	o	Broadcast
dot.radiowaves.right	☉	o	Broadcast
dot.radiowaves.up.forward	☉	o	Broadcast
drop	◊	o	Drop
drop.circle	◊	o	Drop
drop.circle.fill	◊	o	Drop
drop.fill	◊	o	Drop
drop.triangle	◊	o	Drop
drop.triangle.fill	◊	o	Drop
dumbbell	⧟	-o	Workout
dumbbell.fill	⧟	-o	Workout
e.circle	ⓔ	E	E
e.circle.fill	ⓔ	E	E
e.square	Ⓔ	E	Explicit
e.square.fill	Ⓔ	E	Explicit
ear	ɞ	e	Hearing
ear.badge.checkmark	ɞ	e	Hearing checked
ear.fill	ɞ	e	Hearing
ear.trianglebadge.exclamationmark	ɞ	e	Hearing warning
earbuds	Ω	n	Earbuds
eject	⏏	^	Eject
eject.circle	⏏	^	Eject
eject.circle.fill	⏏	^	Eject
eject.fill	⏏	^	Eject
ellipsis	⋯	..	More
ellipsis.bubble	❝	"	Typing
ellipsis.bubble.fill	❝	"	Typing
ellipsis.circle	⋯	..	More
ellipsis.circle.fill	⋯	..	More
ellipsis.message	❝	"	Typing
ellipsis.message.fill	❝	"	Typing
ellipsis.rectangle	⋯	..	More
ellipsis.rectangle.fill	⋯	..	More
envelope	✉	@	Mail
envelope.arrow.triangle.branch	✉	@	Mail
envelope.badge	✉	@	Unread mail
envelope.badge.fill	✉	@	Unread mail
envelope.circle	✉	@	Mail
envelope.circle.fill	✉	@	Mail
envelope.fill	✉	@	Mail
envelope.open	✉	@	Read mail
envelope.open.fill	✉	@	Read mail
equal	=	=	Equals
equal.circle	=	=	Equals
equal.circle.fill	=	=	Equals
equal.square	=	=	Equals
equal.square.fill	=	=	Equals
eraser	▱	/	Eraser
eraser.fill	▱	/	Eraser
eraser.line.dashed	▱	/	Eraser
eraser.line.dashed.fill	▱	/	Eraser
escape	⎋	x	Escape
eurosign	€	E	Euro
eurosign.circle	€	E	Euro
eurosign.circle.fill	€	E	Euro
eurosign.square	€	E	Euro
eurosign.square.fill	€	E	Euro
ev.charger	ϟ	!	EV charger
ev.charger.fill	ϟ	!	EV charger
exclamationmark	!	!	Important
exclamationmark.bubble	❝	"	Alert message
exclamationmark.bubble.fill	❝	"	Alert message
exclamationmark.circle	!	!	Important
exclamationmark.circle.fill	!	!	Important
exclamationmark.icloud	☁	~	iCloud warning
exclamationmark.icloud.fill	☁	~	iCloud warning
exclamationmark.lock	⊡	#	Locked
exclamationmark.lock.fill	⊡	#	Locked
exclamationmark.octagon	!	!	Important
exclamationmark.octagon.fill	!	!	Important
exclamationmark.shield	⛉	U	Security warning
exclamationmark.shield.fill	⛉	U	Security warning
exclamationmark.square	!	!	Important
exclamationmark.square.fill	!	!	Important
exclamationmark.triangle	⚠	!	Warning
externaldrive	▭	[]	Drive
externaldrive.badge.checkmark	▭	[]	Drive checked
externaldrive.badge.icloud	▭	[]	Drive in iCloud
externaldrive.badge.plus	▭	[]	Add drive
externaldrive.connected.to.line.below	▭	[]	Drive
externaldrive.connected.to.line.below.fill	▭	[]	Drive
externaldrive.fill	▭	[]	Drive
eye	◎	o	Show
eye.circle	◎	o	Show
eye.circle.fill	◎	o	Show
eye.fill	◎	o	Show
eye.slash	⊘	-	Hide
eye.slash.circle	⊘	-	Hide
eye.slash.circle.fill	⊘	-	Hide
eye.slash.fill	⊘	-	Hide
eye.square	◎	o	Show
eye.square.fill	◎	o	Show
eye.trianglebadge.exclamationmark	◎	o	Show warning
eyeglasses	⚭	oo	Glasses
eyes	◎◎	oo	Eyes
eyes.inverse	◎◎	oo	Eyes
f.circle	ⓕ	F	F
f.circle.fill	ⓕ	F	F
f.square	F	F	F
f.square.fill	F	F	F
face.dashed	☺	&	Face
face.dashed.fill	☺	&	Face
face.smiling	☺	&	Smiling face
face.smiling.fill	☻	&	Smiling face
face.smiling.inverse	☺	&	Smiling face
faceid	⛶	[]	Face ID
fan	✇	*	Fan
fan.fill	✇	*	Fan
faxmachine	⎙	P	Fax
ferry	◡	u	Ferry
ferry.fill	◡	u	Ferry
figure.2.and.child.holdinghands	♙	i	Family
figure.and.child.holdinghands	♙	i	Family
figure.arms.open	♙	i	Person
figure.baseball	♙	i	Baseball
figure.basketball	♙	i	Basketball
figure.boxing	♙	i	Boxing
figure.child	♙	i	Child
figure.child.circle	♙	i	Child
figure.child.circle.fill	♙	i	Child
figure.climbing	♙	i	Climbing
figure.cooldown	♙	i	Cooldown
figure.core.training	♙	i	Core training
figure.dance	♙	i	Dance
figure.elliptical	♙	i	Elliptical
figure.fall	♙	i	Fall
figure.flexibility	♙	i	Flexibility
figure.golf	♙	i	Golf
figure.highintensity.intervaltraining	♙	i	Interval training
figure.hiking	♙	i	Hiking
figure.indoor.cycle	♙	i	Indoor cycling
figure.mind.and.body	♙	i	Mind and body
figure.mixed.cardio	♙	i	Cardio
figure.outdoor.cycle	♙	i	Cycling
figure.pilates	♙	i	Pilates
figure.pool.swim	♙	i	Swimming
figure.roll	♙	i	Wheelchair
figure.rower	♙	i	Rowing
figure.run	♙	i	Running
figure.run.circle	♙	i	Running
figure.run.circle.fill	♙	i	Running
figure.skiing.downhill	♙	i	Skiing
figure.snowboarding	♙	i	Snowboarding
figure.soccer	♙	i	Soccer
figure.stairs	♙	i	Stairs
figure.stand	♙	i	Standing
figure.stand.line.dotted.figure.stand	♙	i	Standing
figure.step.training	♙	i	Step training
figure.strengthtraining.functional	♙	i	Strength training
figure.strengthtraining.traditional	♙	i	Strength training
figure.surfing	♙	i	Surfing
figure.tennis	♙	i	Tennis
figure.walk	♙	i	Walking
figure.walk.arrival	♙	i	Walking
figure.walk.circle	♙	i	Walking
figure.walk.circle.fill	♙	i	Walking
figure.walk.departure	♙	i	Walking
figure.walk.motion	♙	i	Walking
figure.wave	♙	i	Waving
figure.wave.circle	♙	i	Waving
figure.wave.circle.fill	♙	i	Waving
figure.yoga	♙	i	Yoga
filemenu.and.cursorarrow	☰	=	Menu
filemenu.and.selection	☰	=	Menu
film	⧈	#	Film
film.fill	⧈	#	Film
film.stack	⧈	#	Film
fish	∝	<	Fish
fish.circle	∝	<	Fish
fish.circle.fill	∝	<	Fish
fish.fill	∝	<	Fish
flag	⚑	F	Flag
flag.2.crossed	⚑	F	Flag
flag.2.crossed.fill	⚑	F	Flag
flag.badge.ellipsis	⚑	F	Flag options
flag.badge.ellipsis.fill	⚑	F	Flag options
flag.checkered	⚑	F	Finish
flag.checkered.2.crossed	⚑	F	Finish
flag.checkered.circle	⚑	F	Finish
flag.circle	⚑	F	Flag
flag.circle.fill	⚑	F	Flag
flag.fill	⚑	F	Flag
flag.slash	⊘	-	Unflag
flag.slash.circle	⊘	-	Unflag
flag.slash.circle.fill	⊘	-	Unflag
flag.slash.fill	⊘	-	Unflag
flag.square	⚑	F	Flag
flag.square.fill	⚑	F	Flag
flame	♨	~	Flame
flame.circle	♨	~	Flame
flame.circle.fill	♨	~	Flame
flame.fill	♨	~	Flame
flashlight.off.fill	⊸	-o	Flashlight off
flashlight.on.fill	⊸	-o	Flashlight on
flask	⚗	Y	Flask
flask.fill	⚗	Y	Flask
folder	▭	[]	Folder
folder.badge.gearshape	▭	[]	Folder settings
folder.badge.minus	▭	[]	Remove folder
folder.badge.person.crop	▭	[]	Shared folder
folder.badge.plus	▭	[]	Add folder
folder.badge.questionmark	▭	[]	Folder unknown
folder.circle	▭	[]	Folder
folder.circle.fill	▭	[]	Folder
folder.fill	▭	[]	Folder
folder.fill.badge.plus	▭	[]	New folder
football	○	o	Football
football.circle	○	o	Football
football.circle.fill	○	o	Football
football.fill	○	o	Football
fork.knife	ψ	Y	Restaurant
fork.knife.circle	ψ	Y	Restaurant
fork.knife.circle.fill	ψ	Y	Restaurant
forward	»	>>	Fast forward
forward.circle	»	>>	Fast forward
forward.circle.fill	»	>>	Fast forward
forward.end	⇥	>|	Next track
forward.end.alt	⇥	>|	Next track
forward.end.alt.fill	⇥	>|	Next track
forward.end.fill	⇥	>|	Next track
forward.fill	»	>>	Fast forward
forward.frame	⇥	>|	Next frame
forward.frame.fill	⇥	>|	Next frame
frying.pan	⊸	-o	Cooking
frying.pan.fill	⊸	-o	Cooking
fuelpump	⊺	T	Gas station
fuelpump.circle	⊺	T	Gas station
fuelpump.circle.fill	⊺	T	Gas station
fuelpump.fill	⊺	T	Gas station
function	ƒ	f	Function
fx	ƒx	fx	Function
g.circle	ⓖ	G	G
g.circle.fill	ⓖ	G	G
g.square	G	G	G
g.square.fill	G	G	G
gamecontroller	✜	+	Games
gamecontroller.fill	✜	+	Games
gear	⚙	*	Settings
gear.badge	⚙	*	Settings badge
gear.badge.checkmark	⚙	*	Settings checked
gear.badge.xmark	⚙	*	Settings removed
gear.circle	⚙	*	Settings
gear.circle.fill	⚙	*	Settings
gearshape	⚙	*	Settings
gearshape.2	⚙	*	Settings
gearshape.2.fill	⚙	*	Settings
gearshape.arrow.triangle.2.circlepath	⚙	*	Settings
gearshape.circle	⚙	*	Settings
gearshape.circle.fill	⚙	*	Settings
gearshape.fill	⚙	*	Settings
gift	⊞	#	Gift
gift.circle	⊞	#	Gift
gift.circle.fill	⊞	#	Gift
gift.fill	⊞	#	Gift
giftcard	▭	[]	Gift card
giftcard.fill	▭	[]	Gift card
globe	◍	@	Globe
globe.americas	◍	@	Globe
globe.americas.fill	◍	@	Globe
globe.asia.australia	◍	@	Globe
globe.asia.australia.fill	◍	@	Globe
globe.badge.chevron.backward	◍	@	Globe
globe.desk	◍	@	Globe
globe.desk.fill	◍	@	Globe
globe.europe.africa	◍	@	Globe
globe.europe.africa.fill	◍	@	Globe
gobackward	↺	@	Skip back
gobackward.10	↺	@	Skip back
gobackward.15	↺	@	Skip back
gobackward.30	↺	@	Skip back
gobackward.5	↺	@	Skip back
gobackward.60	↺	@	Skip back
goforward	↻	@	Skip forward
goforward.10	↻	@	Skip forward
goforward.15	↻	@	Skip forward
goforward.30	↻	@	Skip forward
goforward.5	↻	@	Skip forward
goforward.60	↻	@	Skip forward
graduationcap	⊼	^	Education
graduationcap.circle	⊼	^	Education
graduationcap.circle.fill	⊼	^	Education
graduationcap.fill	⊼	^	Education
greaterthan	>	>	Greater than
greaterthan.circle	>	>	Greater than
greaterthan.circle.fill	>	>	Greater than
greaterthan.square	>	>	Greater than
greaterthan.square.fill	>	>	Greater than
guitars	♬	d	Guitars
guitars.fill	♬	d	Guitars
gym.bag	⊔	U	Gym bag
gym.bag.fill	⊔	U	Gym bag
h.circle	ⓗ	H	H
h.circle.fill	ⓗ	H	H
h.square	H	H	H
h.square.fill	H	H	H
hammer	⚒	T	Build
hammer.circle	⚒	T	Build
hammer.circle.fill	⚒	T	Build
hammer.fill	⚒	T	Build
hand.draw	✍	/	Draw
hand.draw.fill	✍	/	Draw
hand.point.down	☟	v	Point down
hand.point.down.fill	☟	v	Point down
hand.point.left	☜	<	Point left
hand.point.left.fill	☜	<	Point left
hand.point.right	☞	>	Point right
hand.point.right.fill	☞	>	Point right
hand.point.up	☝	^	Point up
hand.point.up.braille	☝	^	Point up
hand.point.up.braille.fill	☝	^	Point up
hand.point.up.fill	☝	^	Point up
hand.point.up.left	☝	^	Point up
hand.point.up.left.fill	☝	^	Point up
hand.raised	Ψ	w	Hand
hand.raised.circle	Ψ	w	Hand
hand.raised.circle.fill	Ψ	w	Hand
hand.raised.fill	Ψ	w	Hand
hand.raised.fingers.spread	Ψ	w	Hand
hand.raised.fingers.spread.fill	Ψ	w	Hand
hand.raised.slash	Ψ	w	Do not disturb
hand.raised.slash.fill	Ψ	w	Do not disturb
hand.raised.square	Ψ	w	Hand
hand.raised.square.fill	Ψ	w	Hand
hand.tap	☝	^	Tap
hand.tap.fill	☝	^	Tap
hand.thumbsdown	☟	v	Dislike
hand.thumbsdown.circle	☟	v	Dislike
hand.thumbsdown.circle.fill	☟	v	Dislike
hand.thumbsdown.fill	☟	v	Dislike
hand.thumbsup	☝	^	Like
hand.thumbsup.circle	☝	^	Like
hand.thumbsup.circle.fill	☝	^	Like
hand.thumbsup.fill	☝	^	Like
hand.wave	Ψ	w	Wave
hand.wave.fill	Ψ	w	Wave
handbag	⊔	U	Handbag
handbag.circle	⊔	U	Handbag
handbag.circle.fill	⊔	U	Handbag
handbag.fill	⊔	U	Handbag
hands.and.sparkles	✦	*	Hands and sparkles
hands.and.sparkles.fill	✦	*	Hands and sparkles
hands.clap	Ψ	w	Clap
hands.clap.fill	Ψ	w	Clap
hands.sparkles	Ψ	w	Clean hands
hands.sparkles.fill	Ψ	w	Clean hands
hare	↠	>>	Fast
hare.fill	↠	>>	Fast
headphones	Ω	n	Headphones
headphones.circle	Ω	n	Headphones
headphones.circle.fill	Ω	n	Headphones
heart	♡	<3	Love
heart.circle	♡	<3	Love
heart.circle.fill	♡	<3	Love
heart.fill	♥	<3	Love
heart.rectangle	♡	<3	Love
heart.rectangle.fill	♥	<3	Love
heart.slash	⊘	-	Unlike
heart.slash.circle	⊘	-	Unlike
heart.slash.circle.fill	⊘	-	Unlike
heart.slash.fill	⊘	-	Unlike
heart.square	♡	<3	Love
heart.square.fill	♡	<3	Love
heart.text.square	♡	<3	Love
heart.text.square.fill	♥	<3	Love
hexagon	⬡	O	Hexagon
hexagon.fill	⬢	O	Hexagon
hifispeaker	⊙	o	Speaker
hifispeaker.fill	⊙	o	Speaker
highlighter	✎	/	Highlight
homepod	⊙	o	HomePod
homepod.fill	⊙	o	HomePod
hourglass	⧖	X	Hourglass
hourglass.badge.plus	⧖	X	Add hourglass
hourglass.bottomhalf.filled	⧖	X	Hourglass
hourglass.circle	⧖	X	Hourglass
hourglass.circle.fill	⧖	X	Hourglass
hourglass.tophalf.filled	⧖	X	Hourglass
house	⌂	^	Home
house.circle	⌂	^	Home
house.circle.fill	⌂	^	Home
house.fill	⌂	^	Home
house.lodge	⌂	^	Home
house.lodge.fill	⌂	^	Home
humidity	%	%	Humidity
humidity.fill	%	%	Humidity
hurricane	⊛	@	Hurricane
i.circle	ⓘ	I	I
i.circle.fill	ⓘ	I	I
i.square	I	I	I
i.square.fill	I	I	I
icloud	☁	~	iCloud
icloud.and.arrow.down	☁	~	iCloud download
icloud.and.arrow.down.fill	☁	~	iCloud download
icloud.and.arrow.up	☁	~	iCloud upload
icloud.and.arrow.up.fill	☁	~	iCloud upload
icloud.circle	☁	~	iCloud
icloud.circle.fill	☁	~	iCloud
icloud.fill	☁	~	iCloud
icloud.slash	⊘	-	iCloud off
icloud.slash.fill	⊘	-	iCloud off
icloud.square	☁	~	iCloud
icloud.square.fill	☁	~	iCloud
increase.indent	⇥	>|	Increase indent
indianrupeesign	₹	R	Rupee
indianrupeesign.circle	₹	R	Rupee
indianrupeesign.circle.fill	₹	R	Rupee
infinity	∞	oo	Infinity
infinity.circle	∞	oo	Infinity
infinity.circle.fill	∞	oo	Infinity
info	i	i	Info
info.circle	ⓘ	i	Info
info.square	i	i	Info
info.square.fill	i	i	Info
internaldrive	▭	[]	Drive
internaldrive.fill	▭	[]	Drive
ipad	▭	[]	iPad
ipad.homebutton	▭	[]	iPad
ipad.landscape	▭	[]	iPad
iphone	▮	[]	iPhone
iphone.gen3	▮	[]	iPhone
iphone.homebutton	▮	[]	iPhone
iphone.radiowaves.left.and.right	▮	[]	iPhone
iphone.slash	▮	[]	No iPhone
italic	I	I	Italic
j.circle	ⓙ	J	J
j.circle.fill	ⓙ	J	J
j.square	J	J	J
j.square.fill	J	J	J
k.circle	ⓚ	K	K
k.circle.fill	ⓚ	K	K
k.square	K	K	K
k.square.fill	K	K	K
key	⚷	-	Key
key.fill	⚷	-	Key
key.horizontal	⚷	-	Key
key.horizontal.fill	⚷	-	Key
key.icloud	⚷	-	Key
key.icloud.fill	⚷	-	Key
key.viewfinder	⚷	-	Key
keyboard	⌨	#	Keyboard
keyboard.badge.ellipsis	⌨	#	Keyboard options
keyboard.chevron.compact.down	⌨	#	Keyboard
keyboard.chevron.compact.down.fill	⌨	#	Keyboard
keyboard.fill	⌨	#	Keyboard
l.circle	ⓛ	L	L
l.circle.fill	ⓛ	L	L
l.square	L	L	L
l.square.fill	L	L	L
ladybug	ж	*	Bug
ladybug.circle	ж	*	Bug
ladybug.circle.fill	ж	*	Bug
ladybug.fill	ж	*	Bug
lamp.desk	☼	*	Desk lamp
lamp.desk.fill	☼	*	Desk lamp
laptopcomputer	⌨	#	Laptop
laptopcomputer.and.iphone	⌨	#	Laptop
largecircle.fill.circle	◉	x	Selected
lasso	ℓ	l	Lasso
lasso.and.sparkles	ℓ	l	Lasso
latch.2.case	⊟	#	Case
latch.2.case.fill	⊟	#	Case
leaf	❦	%	Leaf
leaf.arrow.triangle.circlepath	❦	%	Leaf
leaf.circle	❦	%	Leaf
leaf.circle.fill	❦	%	Leaf
leaf.fill	❦	%	Leaf
lessthan	<	<	Less than
lessthan.circle	<	<	Less than
lessthan.circle.fill	<	<	Less than
lessthan.square	<	<	Less than
lessthan.square.fill	<	<	Less than
lightbulb	☼	*	Light bulb
lightbulb.circle	☼	*	Light bulb
lightbulb.circle.fill	☼	*	Light bulb
lightbulb.fill	☼	*	Light bulb
lightbulb.max	☼	*	Light bulb
lightbulb.max.fill	☼	*	Light bulb
lightbulb.slash	☼	*	Light off
lightbulb.slash.fill	☼	*	Light off
line.3.horizontal	☰	=	Menu
line.3.horizontal.circle	☰	=	Menu
line.3.horizontal.circle.fill	☰	=	Menu
line.3.horizontal.decrease	⩸	=	Filter
line.3.horizontal.decrease.circle	⩸	=	Filter
line.3.horizontal.decrease.circle.fill	⩸	=	Filter
line.diagonal	╱	/	Line
line.diagonal.arrow	╱	/	Line
line.horizontal.3	☰	=	Menu
line.horizontal.3.decrease	☰	=	Menu
line.horizontal.3.decrease.circle	☰	=	Menu
line.horizontal.3.decrease.circle.fill	☰	=	Menu
lineweight	≡	=	Line weight
link	∞	~	Link
link.badge.plus	∞	oo	Add link
link.circle	∞	~	Link
link.circle.fill	∞	~	Link
list.and.film	☰	=	Playlist
list.bullet	☰	=	List
list.bullet.below.rectangle	☰	=	List
list.bullet.circle	☰	=	List
list.bullet.circle.fill	☰	=	List
list.bullet.clipboard	⎘	[]	Checklist
list.bullet.clipboard.fill	⎘	[]	Checklist
list.bullet.indent	☰	=	List
list.bullet.rectangle	☰	=	List
list.bullet.rectangle.fill	☰	=	List
list.bullet.rectangle.portrait	☰	=	List
list.bullet.rectangle.portrait.fill	☰	=	List
list.clipboard	⎘	[]	Checklist
list.clipboard.fill	⎘	[]	Checklist
list.dash	☰	=	List
list.dash.header.rectangle	☰	=	List
list.number	☰	=	Numbered list
list.star	☰	=	Favorites
list.triangle	☰	=	Outline
lizard	∽	~	Lizard
lizard.fill	∽	~	Lizard
location	➚	^	Location
location.circle	➚	^	Location
location.circle.fill	➚	^	Location
location.fill	➚	^	Location
location.magnifyingglass	⌕	?	Search location
location.north	➚	^	Location
location.north.fill	➚	^	Location
location.north.line	➚	^	Location
location.north.line.fill	➚	^	Location
location.slash	⊘	-	Location off
location.slash.circle	⊘	-	Location off
location.slash.circle.fill	⊘	-	Location off
location.slash.fill	⊘	-	Location off
location.square	➚	^	Location
location.square.fill	➚	^	Location
lock	⊡	#	Locked
lock.circle	⊡	#	Locked
lock.circle.fill	⊡	#	Locked
lock.doc	⊡	#	Locked
lock.doc.fill	⊡	#	Locked
lock.fill	⊡	#	Locked
lock.icloud	⊡	#	Locked
lock.icloud.fill	⊡	#	Locked
lock.open	⊐	[	Unlocked
lock.open.circle	⊐	[	Unlocked
lock.open.circle.fill	⊐	[	Unlocked
lock.open.fill	⊐	[	Unlocked
lock.open.rotation	⊐	[	Unlocked
lock.rotation	⊡	#	Locked
lock.shield	⊡	#	Locked
lock.shield.fill	⊡	#	Locked
lock.slash	⊐	[	Unlocked
lock.slash.fill	⊐	[	Unlocked
lock.square	⊡	#	Locked
lock.square.fill	⊡	#	Locked
lungs	ω	w	Lungs
lungs.fill	ω	w	Lungs
m.circle	ⓜ	M	M
m.circle.fill	ⓜ	M	M
m.square	M	M	M
m.square.fill	M	M	M
macwindow	▭	[]	Window
macwindow.badge.plus	▭	[]	Add Window
macwindow.on.rectangle	▭	[]	Window
magazine	▤	#	Magazine
magazine.fill	▤	#	Magazine
magnifyingglass	⌕	?	Search
magnifyingglass.circle	⌕	?	Search
magnifyingglass.circle.fill	⌕	?	Search
mail.stack	✉	@	Mailboxes
mail.stack.fill	✉	@	Mailboxes
map	▧	#	Map
map.circle	▧	#	Map
map.circle.fill	▧	#	Map
map.fill	▧	#	Map
mappin	⌖	+	Pin
mappin.and.ellipse	⌖	+	Location
mappin.circle	⌖	+	Pin
mappin.circle.fill	⌖	+	Pin
mappin.slash	⌖	+	Pin off
mappin.square	⌖	+	Pin
mappin.square.fill	⌖	+	Pin
medal	✪	*	Medal
medal.fill	✪	*	Medal
memorychip	▣	#	Memory
memorychip.fill	▣	#	Memory
menubar.rectangle	▭	[]	Menu bar
menucard	☰	=	Menu
menucard.fill	☰	=	Menu
message	❝	"	Message
message.badge	❝	"	Message badge
message.badge.fill	❝	"	Message badge
message.circle	❝	"	Message
message.circle.fill	❝	"	Message
message.fill	❝	"	Message
mic	⚲	o	Microphone
mic.badge.plus	⚲	o	Add microphone
mic.circle	⚲	o	Microphone
mic.circle.fill	⚲	o	Microphone
mic.fill	⚲	o	Microphone
mic.slash	⊘	-	Microphone off
mic.slash.circle	⊘	-	Microphone off
mic.slash.circle.fill	⊘	-	Microphone off
mic.slash.fill	⊘	-	Microphone off
microwave	▭	[]	Microwave
microwave.fill	▭	[]	Microwave
minus	−	-	Remove
minus.circle	−	-	Remove
minus.circle.fill	−	-	Remove
minus.magnifyingglass	⌕	?	Zoom out
minus.rectangle	−	-	Remove
minus.rectangle.fill	−	-	Remove
minus.square	−	-	Remove
minus.square.fill	−	-	Remove
moon	☾	C	Moon
moon.circle	☾	C	Moon
moon.circle.fill	☾	C	Moon
moon.fill	☾	C	Moon
moon.haze	☾	C	Moon
moon.haze.fill	☾	C	Moon
moon.stars	☾	C	Moon
moon.stars.fill	☾	C	Moon
moon.zzz	☾	C	Moon
moon.zzz.fill	☾	C	Moon
motorcycle	⚮	oo	Motorcycle
mountain.2	⋀	^	Mountains
mountain.2.circle	⋀	^	Mountains
mountain.2.circle.fill	⋀	^	Mountains
mountain.2.fill	⋀	^	Mountains
mouth	◡	u	Mouth
mouth.fill	◡	u	Mouth
mug	⊔	U	Mug
mug.fill	⊔	U	Mug
multiply	×	x	Multiply
multiply.circle	×	x	Multiply
multiply.circle.fill	×	x	Multiply
multiply.square	×	x	Multiply
multiply.square.fill	×	x	Multiply
music.mic	♫	d	Karaoke
music.note	♫	d	Music
music.note.house	♫	d	Music
music.note.house.fill	♫	d	Music
music.note.list	♫	d	Music
music.note.tv	♫	d	Music
music.note.tv.fill	♫	d	Music
music.quarternote.3	♬	d	Music
mustache	∾	~	Mustache
mustache.fill	∾	~	Mustache
n.circle	ⓝ	N	N
n.circle.fill	ⓝ	N	N
n.square	N	N	N
n.square.fill	N	N	N
network	⋔	Y	Network
network.badge.shield.half.filled	⋔	Y	Network
network.slash	⊘	-	No network
newspaper	▤	#	News
newspaper.circle	▤	#	News
newspaper.circle.fill	▤	#	News
newspaper.fill	▤	#	News
nose	ʖ	L	Nose
nose.fill	ʖ	L	Nose
note	≣	=	Note
note.text	≣	=	Note
note.text.badge.plus	≣	=	Note
number	#	#	Number
number.circle	#	#	Number
number.circle.fill	#	#	Number
number.square	#	#	Number
number.square.fill	#	#	Number
o.circle	ⓞ	O	O
o.circle.fill	ⓞ	O	O
o.square	O	O	O
o.square.fill	O	O	O
octagon	⬡	O	Octagon
octagon.fill	⬢	O	Octagon
opticaldiscdrive	⊙	o	Disc
opticaldiscdrive.fill	⊙	o	Disc
opticid	◎	o	Optic ID
opticid.fill	◎	o	Optic ID
option	⌥	~	Option
oval	⬭	()	Oval
oval.fill	⬬	()	Oval
oven	⊡	#	Oven
oven.fill	⊡	#	Oven
p.circle	ⓟ	P	P
p.circle.fill	ⓟ	P	P
p.square	P	P	P
p.square.fill	P	P	P
paintbrush	✐	/	Paintbrush
paintbrush.fill	✐	/	Paintbrush
paintbrush.pointed	✐	/	Paintbrush
paintbrush.pointed.fill	✐	/	Paintbrush
paintpalette	◕	@	Colors
paintpalette.fill	◕	@	Colors
paperclip	⌇	&	Attachment
paperclip.badge.ellipsis	⌇	&	Attachment options
paperclip.circle	⌇	&	Attachment
paperclip.circle.fill	⌇	&	Attachment
paperplane	➤	>	Send
paperplane.circle	➤	>	Send
paperplane.circle.fill	➤	>	Send
paperplane.fill	➤	>	Send
paragraphsign	¶	P	Paragraph
parkingsign	Ⓟ	P	Parking
parkingsign.circle	Ⓟ	P	Parking
parkingsign.circle.fill	Ⓟ	P	Parking
pause	‖	||	Pause
pause.circle	‖	||	Pause
pause.circle.fill	‖	||	Pause
pause.fill	‖	||	Pause
pause.rectangle	‖	||	Pause
pause.rectangle.fill	‖	||	Pause
pawprint	ᴥ	o	Pet
pawprint.circle	ᴥ	o	Pet
pawprint.circle.fill	ᴥ	o	Pet
pawprint.fill	ᴥ	o	Pet
pc	⎚	[]	PC
pencil	✎	/	Edit
pencil.and.list.clipboard	✎	/	Edit
pencil.and.outline	✎	/	Edit
pencil.and.ruler	✎	/	Design
pencil.and.ruler.fill	✎	/	Design
pencil.circle	✎	/	Edit
pencil.circle.fill	✎	/	Edit
pencil.line	✎	/	Edit
pencil.slash	⊘	-	Not editable
pencil.tip	✎	/	Edit
pencil.tip.crop.circle	✎	/	Edit
pentagon	⬠	O	Pentagon
pentagon.fill	⬟	O	Pentagon
percent	%	%	Percent
person	☺	&	Person
person.2	⚇	&&	People
person.2.circle	⚇	&&	People
person.2.circle.fill	⚇	&&	People
person.2.fill	⚇	&&	People
person.2.slash	⚇	&&	No people
person.2.wave.2	⚇	&&	People
person.2.wave.2.fill	⚇	&&	People
person.3	⚇	&&	Group
person.3.fill	⚇	&&	Group
person.3.sequence	⚇	&&	Group
person.3.sequence.fill	⚇	&&	Group
person.and.background.dotted	☺	&	Person
person.badge.clock	☺	&	Person pending
person.badge.key	☺	&	Person key
person.badge.key.fill	☻	&	Person key
person.badge.minus	☺	&	Remove person
person.badge.plus	☺	&	Add person
person.badge.shield.checkmark	☺	&	Verified person
person.badge.shield.checkmark.fill	☺	&	Verified person
person.bust	☺	&	Person
person.bust.fill	☻	&	Person
person.circle	☺	&	Person
person.circle.fill	☺	&	Person
person.crop	☺	&	Person
person.crop.artframe	☺	&	Portrait
person.crop.circle	☺	&	Account
person.crop.circle.badge.checkmark	☺	&	Account checked
person.crop.circle.badge.exclamationmark	☺	&	Account alert
person.crop.circle.badge.minus	☺	&	Remove account
person.crop.circle.badge.plus	☺	&	Add account
person.crop.circle.badge.questionmark	☺	&	Account unknown
person.crop.circle.badge.xmark	☺	&	Account removed
person.crop.circle.fill	☺	&	Account
person.crop.circle.fill.badge.checkmark	☻	&	Account checked
person.crop.circle.fill.badge.minus	☻	&	Remove account
person.crop.circle.fill.badge.plus	☻	&	Add account
person.crop.circle.fill.badge.xmark	☻	&	Account removed
person.crop.rectangle	☺	&	Account
person.crop.rectangle.fill	☻	&	Account
person.crop.rectangle.stack	☺	&	Account
person.crop.rectangle.stack.fill	☻	&	Account
person.crop.square	☺	&	Account
person.crop.square.fill	☺	&	Account
person.fill	☺	&	Person
person.fill.badge.minus	☻	&	Remove person
person.fill.badge.plus	☻	&	Add person
person.fill.checkmark	☻	&	Person confirmed
person.fill.questionmark	☻	&	Unknown person
person.fill.viewfinder	⛶	[]	Scan face
person.fill.xmark	☻	&	Person removed
person.icloud	☺	&	Person
person.icloud.fill	☻	&	Person
person.line.dotted.person	⚇	&&	People
person.line.dotted.person.fill	⚇	&&	People
person.text.rectangle	☺	&	Contact card
person.text.rectangle.fill	☺	&	Contact card
person.wave.2	☺	&	Person
person.wave.2.fill	☻	&	Person
personalhotspot	⚯	oo	Personal Hotspot
personalhotspot.circle	⚯	oo	Personal Hotspot
personalhotspot.circle.fill	⚯	oo	Personal Hotspot
phone	✆	T	Phone
phone.arrow.down.left	✆	T	Phone
phone.arrow.up.right	✆	T	Phone
phone.badge.plus	✆	T	Add phone
phone.circle	✆	T	Phone
phone.circle.fill	✆	T	Phone
phone.down	✆	T	End call
phone.down.circle	✆	T	End call
phone.down.circle.fill	✆	T	End call
phone.down.fill	✆	T	End call
phone.fill	✆	T	Phone
photo	▨	[]	Photo
photo.artframe	▨	#	Photo
photo.badge.arrow.down	▨	#	Photo
photo.badge.checkmark	▨	#	Photo checked
photo.badge.plus	▨	#	Add photo
photo.badge.plus.fill	▨	#	Add photo
photo.circle	▨	[]	Photo
photo.circle.fill	▨	[]	Photo
photo.fill	▨	[]	Photo
photo.on.rectangle	▨	#	Photo
photo.on.rectangle.angled	▨	#	Photo
photo.stack	▨	#	Photo
photo.stack.fill	▨	#	Photo
photo.tv	▨	#	Photo
pianokeys	⊪	|	Piano
pill	⬭	()	Pill
pill.circle	⬭	()	Pill
pill.circle.fill	⬬	()	Pill
pill.fill	⬬	()	Pill
pills	⬭	()	Medication
pills.circle	⬭	()	Medication
pills.circle.fill	⬭	()	Medication
pills.fill	⬭	()	Medication
pip	❐	[]	Picture in picture
pip.enter	❐	[]	Picture in picture
pip.exit	❐	[]	Picture in picture
pip.fill	❐	[]	Picture in picture
play	▶	>	Play
play.circle	▶	>	Play
play.circle.fill	▶	>	Play
play.fill	▶	>	Play
play.rectangle	▶	>	Play
play.rectangle.fill	▶	>	Play
play.slash	▶	>	Cannot play
play.slash.fill	▶	>	Cannot play
play.square	▶	>	Play
play.square.fill	▶	>	Play
play.tv	⎚	[]	Play TV
play.tv.fill	⎚	[]	Play TV
playpause	▶‖	>|	Play or pause
playpause.circle	▶‖	>|	Play or pause
playpause.circle.fill	▶‖	>|	Play or pause
playpause.fill	▶‖	>|	Play or pause
plus	+	+	Add
plus.app	+	+	Add
plus.app.fill	+	+	Add
plus.bubble	❝	"	New message
plus.bubble.fill	❝	"	New message
plus.circle	⊕	+	Add
plus.circle.fill	⊕	+	Add
plus.magnifyingglass	⌕	?	Zoom in
plus.rectangle	+	+	Add
plus.rectangle.fill	+	+	Add
plus.square	+	+	Add
plus.square.fill	+	+	Add
plusminus	±	+-	Plus or minus
plusminus.circle	±	+-	Plus or minus
plusminus.circle.fill	±	+-	Plus or minus
point.3.connected.trianglepath.dotted	⤳	~>	Route
point.3.filled.connected.trianglepath.dotted	⤳	~>	Route
point.topleft.down.to.point.bottomright.curvepath	⤳	~>	Route
point.topleft.down.to.point.bottomright.curvepath.fill	⤳	~>	Route
popcorn	⊻	$	Popcorn
popcorn.circle	⊻	$	Popcorn
popcorn.circle.fill	⊻	$	Popcorn
popcorn.fill	⊻	$	Popcorn
power	⏻	O	Power
power.circle	⏻	O	Power
power.circle.fill	⏻	O	Power
power.dotted	⏻	O	Power
poweroff	⏻	O	Power off
powerplug	⌁	~	Power plug
powerplug.fill	⌁	~	Power plug
powersleep	⏾	C	Sleep
printer	⎙	P	Print
printer.fill	⎙	P	Print
puzzlepiece	⊹	+	Puzzle
puzzlepiece.extension	⊹	+	Puzzle
puzzlepiece.extension.fill	⊹	+	Puzzle
puzzlepiece.fill	⊹	+	Puzzle
q.circle	ⓠ	Q	Q
q.circle.fill	ⓠ	Q	Q
q.square	Q	Q	Q
q.square.fill	Q	Q	Q
qrcode	▩	#	QR code
qrcode.viewfinder	▩	#	QR code
questionmark	?	?	Help
questionmark.app	?	?	Help
questionmark.app.fill	?	?	Help
questionmark.bubble	❝	"	Question
questionmark.bubble.fill	❝	"	Question
questionmark.circle	?	?	Help
questionmark.circle.fill	?	?	Help
questionmark.diamond	?	?	Help
questionmark.diamond.fill	?	?	Help
questionmark.square	?	?	Help
questionmark.square.fill	?	?	Help
quote.bubble	❝	"	Quote
quote.bubble.fill	❝	"	Quote
r.circle	ⓡ	R	R
r.circle.fill	ⓡ	R	R
r.square	R	R	R
r.square.fill	R	R	R
radio	▣	#	Radio
radio.fill	▣	#	Radio
rainbow	⌒	^	Rainbow
record.circle	●	o	Record
record.circle.fill	●	o	Record
rectangle	▭	[]	Rectangle
rectangle.3.group	▭	[]	Rectangle
rectangle.3.group.fill	▬	[]	Rectangle
rectangle.and.hand.point.up.left	▭	[]	Rectangle
rectangle.and.hand.point.up.left.fill	▬	[]	Rectangle
rectangle.and.pencil.and.ellipsis	▭	[]	Rectangle
rectangle.and.text.magnifyingglass	▭	[]	Rectangle
rectangle.badge.checkmark	▭	[]	Rectangle checked
rectangle.badge.plus	▭	[]	Add rectangle
rectangle.badge.xmark	▭	[]	Rectangle removed
rectangle.bottomhalf.inset.filled	⬓	_	Bottom panel
rectangle.compress.vertical	▭	[]	Rectangle
rectangle.connected.to.line.below	▭	[]	Rectangle
rectangle.dashed	▭	[]	Rectangle
rectangle.expand.vertical	▭	[]	Rectangle
rectangle.fill	▬	[]	Rectangle
rectangle.grid.1x2	▭	[]	Rectangle
rectangle.grid.1x2.fill	▬	[]	Rectangle
rectangle.grid.2x2	▭	[]	Rectangle
rectangle.grid.2x2.fill	▬	[]	Rectangle
rectangle.grid.3x2	▭	[]	Rectangle
rectangle.grid.3x2.fill	▬	[]	Rectangle
rectangle.inset.filled	▭	[]	Rectangle
rectangle.leadinghalf.inset.filled	◧	[	Leading panel
rectangle.lefthalf.inset.filled	◧	[	Left panel
rectangle.on.rectangle	❐	[]	Windows
rectangle.on.rectangle.angled	❐	[]	Windows
rectangle.on.rectangle.circle	❐	[]	Windows
rectangle.on.rectangle.circle.fill	❐	[]	Windows
rectangle.portrait	▯	[]	Rectangle
rectangle.portrait.and.arrow.forward	⇥	>|	Sign out
rectangle.portrait.and.arrow.forward.fill	⇥	>|	Sign out
rectangle.portrait.and.arrow.right	⇥	>|	Sign out
rectangle.portrait.and.arrow.right.fill	⇥	>|	Sign out
rectangle.portrait.fill	▮	[]	Rectangle
rectangle.portrait.on.rectangle.portrait	❐	[]	Pages
rectangle.portrait.on.rectangle.portrait.fill	❐	[]	Pages
rectangle.righthalf.inset.filled	◨	]	Right panel
rectangle.split.1x2	▭	[]	Rectangle
rectangle.split.1x2.fill	▬	[]	Rectangle
rectangle.split.2x1	▭	[]	Rectangle
rectangle.split.2x1.fill	▬	[]	Rectangle
rectangle.split.3x1	▭	[]	Rectangle
rectangle.split.3x1.fill	▬	[]	Rectangle
rectangle.stack	❐	[]	Stack
rectangle.stack.badge.person.crop	❐	[]	Shared stack
rectangle.stack.badge.plus	❐	[]	Add stack
rectangle.stack.fill	❐	[]	Stack
rectangle.tophalf.inset.filled	⬒	^	Top panel
rectangle.trailinghalf.inset.filled	◨	]	Trailing panel
refrigerator	▯	[]	Refrigerator
refrigerator.fill	▯	[]	Refrigerator
repeat	⟲	@	Repeat
repeat.1	⟲	@	Repeat
repeat.1.circle	⟲	@	Repeat
repeat.1.circle.fill	⟲	@	Repeat
repeat.circle	⟲	@	Repeat
repeat.circle.fill	⟲	@	Repeat
restart	↻	@	Restart
restart.circle	↻	@	Restart
restart.circle.fill	↻	@	Restart
return	⏎	<-	Return
return.left	⏎	<-	Return
return.right	⏎	<-	Return
rhombus	⬦	<>	Rhombus
rhombus.fill	⬥	<>	Rhombus
road.lanes	∥	||	Road
rosette	✪	*	Award
ruler	⊾	L	Ruler
ruler.fill	⊾	L	Ruler
s.circle	ⓢ	S	S
s.circle.fill	ⓢ	S	S
s.square	S	S	S
s.square.fill	S	S	S
safari	⎈	*	Compass
safari.fill	⎈	*	Compass
sailboat	◡	u	Boat
sailboat.circle	◡	u	Boat
sailboat.circle.fill	◡	u	Boat
sailboat.fill	◡	u	Boat
scanner	⎙	P	Scanner
scanner.fill	⎙	P	Scanner
scissors	✂	8<	Cut
scissors.circle	✂	8<	Cut
scissors.circle.fill	✂	8<	Cut
scooter	⚮	oo	Scooter
scope	⌖	+	Scope
screwdriver	⚒	T	Screwdriver
screwdriver.fill	⚒	T	Screwdriver
scribble	∿	~	Scribble
scribble.variable	∿	~	Scribble
seal	✺	*	Seal
seal.fill	✺	*	Seal
server.rack	☰	=	Server
shield	⛉	U	Shield
shield.checkered	⛉	U	Shield
shield.fill	⛉	U	Shield
shield.lefthalf.filled	⛉	U	Shield
shield.slash	⛉	U	Unprotected
shield.slash.fill	⛉	U	Unprotected
shift	⇧	^	Shift
shift.fill	⇧	^	Shift
shippingbox	⊠	#	Package
shippingbox.and.arrow.backward	⊠	#	Package
shippingbox.and.arrow.backward.fill	⊠	#	Package
shippingbox.circle	⊠	#	Package
shippingbox.circle.fill	⊠	#	Package
shippingbox.fill	⊠	#	Package
shoe	⌐	L	Shoe
shoe.2	⌐	L	Shoe
shoe.2.fill	⌐	L	Shoe
shoe.fill	⌐	L	Shoe
shuffle	⤮	~	Shuffle
shuffle.circle	⤮	~	Shuffle
shuffle.circle.fill	⤮	~	Shuffle
sidebar.leading	◧	[	Sidebar
sidebar.left	◧	[	Sidebar
sidebar.right	◨	]	Sidebar
sidebar.squares.left	◧	[	Sidebar
sidebar.squares.right	◨	]	Sidebar
sidebar.trailing	◨	]	Sidebar
signature	✍	/	Signature
signpost.left	⊢	|-	Signpost
signpost.left.fill	⊢	|-	Signpost
signpost.right	⊢	|-	Signpost
signpost.right.fill	⊢	|-	Signpost
skateboard	⊶	-o	Skateboard
skateboard.fill	⊶	-o	Skateboard
skis	∥	||	Skis
skis.fill	∥	||	Skis
sleep	⏾	C	Sleep
sleep.circle	⏾	C	Sleep
sleep.circle.fill	⏾	C	Sleep
slider.horizontal.3	⚌	=	Adjust
slider.horizontal.below.rectangle	⚌	=	Adjust
slider.vertical.3	⁞	:	Adjust
smallcircle.fill.circle	⊙	o	Selected
smallcircle.fill.circle.fill	⊙	o	Selected
smallcircle.filled.circle	⊙	o	Selected
smallcircle.filled.circle.fill	⊙	o	Selected
smoke	≋	~	Smoke
smoke.fill	≋	~	Smoke
snowboard	▭	[]	Snowboard
snowboard.fill	▭	[]	Snowboard
snowflake	❄	*	Snowflake
snowflake.circle	❄	*	Snowflake
snowflake.circle.fill	❄	*	Snowflake
snowflake.slash	❄	*	No snow
soccerball	○	o	Soccer
soccerball.circle	○	o	Soccer
soccerball.circle.fill	○	o	Soccer
soccerball.inverse	○	o	Soccer
sofa	⑁	h	Sofa
sofa.fill	⑁	h	Sofa
space	␣	_	Space
sparkle	✧	*	Sparkle
sparkle.magnifyingglass	⌕	?	Visual search
sparkles	✦	*	Sparkles
sparkles.rectangle.stack	✦	*	Sparkles
sparkles.rectangle.stack.fill	✦	*	Sparkles
speaker	◄	<	Speaker
speaker.circle	◄	<	Speaker
speaker.circle.fill	◄	<	Speaker
speaker.fill	◄	<	Speaker
speaker.slash	◄×	<x	Mute
speaker.slash.circle	◄×	<x	Mute
speaker.slash.circle.fill	◄×	<x	Mute
speaker.slash.fill	◄×	<x	Mute
speaker.wave.1	◄)	<)	Volume
speaker.wave.1.fill	◄)	<)	Volume
speaker.wave.2	◄)	<)	Volume
speaker.wave.2.circle	◄)	<)	Volume
speaker.wave.2.circle.fill	◄)	<)	Volume
speaker.wave.2.fill	◄)	<)	Volume
speaker.wave.3	◄)	<)	Volume
speaker.wave.3.fill	◄)	<)	Volume
speaker.zzz	◄z	<z	Speaker asleep
speaker.zzz.fill	◄z	<z	Speaker asleep
sportscourt	▭	[]	Court
sportscourt.fill	▭	[]	Court
square	□	[]	Square
square.and.arrow.down	⇩	v	Download
square.and.arrow.down.fill	⇩	v	Download
square.and.arrow.down.on.square	⇩	v	Download
square.and.arrow.down.on.square.fill	⇩	v	Download
square.and.arrow.up	⇪	^	Share
square.and.arrow.up.circle	⇪	^	Share
square.and.arrow.up.circle.fill	⇪	^	Share
square.and.arrow.up.fill	⇪	^	Share
square.and.arrow.up.on.square	⇪	^	Share
square.and.arrow.up.on.square.fill	⇪	^	Share
square.and.line.vertical.and.square	◫	B	Compare
square.and.line.vertical.and.square.fill	◫	B	Compare
square.and.pencil	✎	/	Compose
square.and.pencil.circle	✎	/	Compose
square.and.pencil.circle.fill	✎	/	Compose
square.dashed	⬚	?	Selection
square.dotted	□	[]	Square
square.fill	■	#	Square
square.fill.on.circle.fill	❐	[]	Shapes
square.fill.on.square.fill	❐	[]	Duplicate
square.grid.2x2	⊞	#	Grid
square.grid.2x2.fill	⊞	#	Grid
square.grid.3x2	▦	#	Grid
square.grid.3x2.fill	▦	#	Grid
square.grid.3x3	▦	#	Grid
square.grid.3x3.fill	▦	#	Grid
square.grid.4x3.fill	▦	#	Grid
square.inset.filled	□	[]	Square
square.lefthalf.filled	□	[]	Square
square.on.circle	❐	[]	Shapes
square.on.circle.fill	❐	[]	Shapes
square.on.square	❐	[]	Duplicate
square.on.square.fill	❐	[]	Duplicate
square.righthalf.filled	□	[]	Square
square.slash	⧄	/	Square slash
square.slash.fill	⧄	/	Square slash
square.split.1x2	□	[]	Square
square.split.1x2.fill	■	#	Square
square.split.2x1	□	[]	Square
square.split.2x1.fill	■	#	Square
square.split.2x2	□	[]	Square
square.split.2x2.fill	■	#	Square
square.split.bottomrightquarter	□	[]	Square
square.split.bottomrightquarter.fill	■	#	Square
square.stack	❐	[]	Stack
square.stack.3d.down.right	❐	[]	Stack
square.stack.3d.down.right.fill	❐	[]	Stack
square.stack.3d.up	❐	[]	Stack
square.stack.3d.up.fill	❐	[]	Stack
square.stack.fill	❐	[]	Stack
square.text.square	▣	#	Text frame
square.text.square.fill	▣	#	Text frame
squareshape	□	[]	Square
squareshape.fill	■	#	Square
star	☆	*	Favorite
star.bubble	❝	"	Review
star.bubble.fill	❝	"	Review
star.circle	☆	*	Favorite
star.circle.fill	☆	*	Favorite
star.fill	★	*	Favorite
star.leadinghalf.filled	⯪	*	Favorite
star.slash	⊘	-	Unfavorite
star.slash.fill	⊘	-	Unfavorite
star.square	☆	*	Favorite
star.square.fill	☆	*	Favorite
star.square.on.square	❐	[]	Favorite
staroflife	✻	*	Emergency
staroflife.circle	✻	*	Emergency
staroflife.circle.fill	✻	*	Emergency
staroflife.fill	✻	*	Emergency
sterlingsign	£	L	Pound
sterlingsign.circle	£	L	Pound
sterlingsign.circle.fill	£	L	Pound
stethoscope	⚕	+	Health
stethoscope.circle	⚕	+	Health
stethoscope.circle.fill	⚕	+	Health
stop	■	#	Stop
stop.circle	■	#	Stop
stop.circle.fill	■	#	Stop
stop.fill	■	#	Stop
stopwatch	◵	@	Stopwatch
stopwatch.fill	◵	@	Stopwatch
storefront	▣	S	Store
storefront.circle	▣	S	Store
storefront.circle.fill	▣	S	Store
storefront.fill	▣	S	Store
stove	⊞	#	Stove
stove.fill	⊞	#	Stove
strikethrough	S̶	S	Strikethrough
suit.club	♧	c	Club
suit.club.fill	♣	T	Club
suit.diamond	♢	d	Diamond
suit.diamond.fill	♦	d	Diamond
suit.heart	♡	<3	Heart
suit.heart.fill	♥	<3	Heart
suit.spade	♤	s	Spade
suit.spade.fill	♠	s	Spade
suitcase	⊟	#	Travel
suitcase.cart	⊟	#	Travel
suitcase.cart.fill	⊟	#	Travel
suitcase.fill	⊟	#	Travel
suitcase.rolling	⊟	#	Travel
suitcase.rolling.fill	⊟	#	Travel
sum	∑	E	Sum
sun.and.horizon	☀	*	Sun and horizon
sun.and.horizon.fill	☀	*	Sun and horizon
sun.dust	☀	*	Dust
sun.dust.fill	☀	*	Dust
sun.haze	☀	*	Haze
sun.haze.fill	☀	*	Haze
sun.max	☀	*	Sun
sun.max.circle	☀	*	Sun
sun.max.circle.fill	☀	*	Sun
sun.max.fill	☀	*	Sun
sun.max.trianglebadge.exclamationmark	☀	*	Sun warning
sun.min	☼	*	Low brightness
sun.min.fill	☼	*	Low brightness
sunglasses	⚭	oo	Sunglasses
sunglasses.fill	⚭	oo	Sunglasses
sunrise	☀	*	Sunrise
sunrise.circle	☀	*	Sunrise
sunrise.circle.fill	☀	*	Sunrise
sunrise.fill	☀	*	Sunrise
sunset	☀	*	Sunset
sunset.circle	☀	*	Sunset
sunset.circle.fill	☀	*	Sunset
sunset.fill	☀	*	Sunset
surfboard	⬭	()	Surfboard
surfboard.fill	⬭	()	Surfboard
switch.2	⊶	-o	Switch
syringe	⤑	->	Injection
syringe.fill	⤑	->	Injection
t.circle	ⓣ	T	T
t.circle.fill	ⓣ	T	T
t.square	T	T	T
t.square.fill	T	T	T
tag	⌗	#	Tag
tag.circle	⌗	#	Tag
tag.circle.fill	⌗	#	Tag
tag.fill	⌗	#	Tag
tag.slash	⊘	-	Remove tag
tag.slash.fill	⊘	-	Remove tag
tag.square	⌗	#	Tag
tag.square.fill	⌗	#	Tag
takeoutbag.and.cup.and.straw	⊔	U	Takeout
takeoutbag.and.cup.and.straw.fill	⊔	U	Takeout
teddybear	ᴥ	o	Teddy bear
teddybear.fill	ᴥ	o	Teddy bear
tennis.racket	⊸	-o	Tennis racket
tennis.racket.circle	⊸	-o	Tennis racket
tennisball	○	o	Tennis
tennisball.circle	○	o	Tennis
tennisball.circle.fill	○	o	Tennis
tennisball.fill	○	o	Tennis
tent	△	^	Camping
tent.2	△	^	Camping
tent.2.fill	△	^	Camping
tent.circle	△	^	Camping
tent.circle.fill	△	^	Camping
tent.fill	△	^	Camping
terminal	>_	>_	Terminal
terminal.fill	>_	>_	Terminal
testtube.2	⚗	Y	Test tubes
text.aligncenter	≡	=	Align center
text.alignleft	≡	=	Align left
text.alignright	≡	=	Align right
text.append	≡	=	Append
text.badge.checkmark	≡	=	Text checked
text.badge.minus	≡	=	Remove text
text.badge.plus	≡	=	Add text
text.badge.star	≡	=	Starred text
text.badge.xmark	≡	=	Text rejected
text.below.photo	▨	#	Caption
text.below.photo.fill	▨	#	Caption
text.book.closed	◫	B	Dictionary
text.book.closed.fill	◫	B	Dictionary
text.bubble	❝	"	Message
text.bubble.fill	❝	"	Message
text.cursor	⌶	I	Text cursor
text.insert	≡	=	Insert
text.justify	≡	=	Justify
text.justify.leading	≡	=	Justify
text.justify.left	≡	=	Justify
text.justify.right	≡	=	Justify
text.justify.trailing	≡	=	Justify
text.line.first.and.arrowtriangle.forward	≡	=	Text
text.magnifyingglass	⌕	?	Find text
text.page	▯	[]	Page
text.page.fill	▮	[]	Page
text.quote	❝	"	Quote
text.redaction	≡	=	Redacted text
text.viewfinder	⛶	[]	Scan text
text.word.spacing	≡	=	Word spacing
textformat	Aa	Aa	Text format
textformat.123	Aa	Aa	Text format
textformat.abc	Aa	Aa	Text format
textformat.alt	Aa	Aa	Text format
textformat.size	Aa	Aa	Text format
textformat.size.larger	A	A	Larger text
textformat.size.smaller	ᴀ	a	Smaller text
textformat.subscript	Aa	Aa	Text format
textformat.superscript	Aa	Aa	Text format
thermometer	°	o	Temperature
thermometer.high	°	o	Temperature
thermometer.low	°	o	Temperature
thermometer.medium	°	o	Temperature
thermometer.snowflake	°	o	Temperature
thermometer.sun	°	o	Temperature
thermometer.sun.fill	°	o	Temperature
ticket	▭	[]	Ticket
ticket.fill	▭	[]	Ticket
timer	◔	@	Timer
timer.circle	◔	@	Timer
timer.circle.fill	◔	@	Timer
timer.square	◔	@	Timer
togglepower	⏼	O	Power
tornado	∿	~	Tornado
tortoise	⌓	o	Slow
tortoise.fill	⌓	o	Slow
touchid	⊚	@	Touch ID
train.side.front.car	⛟	=	Train
tram	⛟	=	Tram
tram.circle	⛟	=	Tram
tram.circle.fill	⛟	=	Tram
tram.fill	⛟	=	Tram
trash	⌧	x	Delete
trash.circle	⌧	x	Delete
trash.circle.fill	⌧	x	Delete
trash.fill	⌧	x	Delete
trash.slash	⊘	-	Can't delete
trash.slash.fill	⊘	-	Can't delete
trash.square	⌧	x	Delete
trash.square.fill	⌧	x	Delete
tray	☐	[]	Inbox
tray.2	☐	[]	Inbox
tray.2.fill	☐	[]	Inbox
tray.and.arrow.down	☐	[]	Inbox download
tray.and.arrow.down.fill	☐	[]	Inbox download
tray.and.arrow.up	☐	[]	Inbox upload
tray.and.arrow.up.fill	☐	[]	Inbox upload
tray.fill	☐	[]	Inbox
tray.full	☐	[]	Inbox
tray.full.fill	☐	[]	Inbox
tree	♣	T	Tree
tree.circle	♣	T	Tree
tree.circle.fill	♣	T	Tree
tree.fill	♣	T	Tree
triangle	△	^	Triangle
triangle.fill	▲	^	Triangle
triangle.lefthalf.filled	△	^	Triangle
triangle.righthalf.filled	△	^	Triangle
trophy	♕	Y	Trophy
trophy.circle	♕	Y	Trophy
trophy.circle.fill	♕	Y	Trophy
trophy.fill	♕	Y	Trophy
tropicalstorm	⊛	@	Tropical storm
truck.box	⛟	=	Delivery
truck.box.badge.clock	⛟	=	Delivery pending
truck.box.badge.clock.fill	⛟	=	Delivery pending
truck.box.fill	⛟	=	Delivery
tshirt	⊤	T	Clothing
tshirt.circle	⊤	T	Clothing
tshirt.circle.fill	⊤	T	Clothing
tshirt.fill	⊤	T	Clothing
tv	⎚	[]	TV
tv.circle	⎚	[]	TV
tv.circle.fill	⎚	[]	TV
tv.fill	⎚	[]	TV
u.circle	ⓤ	U	U
u.circle.fill	ⓤ	U	U
u.square	U	U	U
u.square.fill	U	U	U
uiwindow.split.2x1	◫	B	Split view
umbrella	☂	T	Umbrella
umbrella.fill	☂	T	Umbrella
umbrella.percent	☂	T	Umbrella
umbrella.percent.fill	☂	T	Umbrella
underline	U̲	U	Underline
v.circle	ⓥ	V	V
v.circle.fill	ⓥ	V	V
v.square	V	V	V
v.square.fill	V	V	V
video	◘	>	Video
video.badge.plus	◘	>	Add video
video.bubble.left	◘	>	Video
video.bubble.left.fill	◘	>	Video
video.circle	◘	>	Video
video.circle.fill	◘	>	Video
video.fill	◘	>	Video
video.slash	⊘	-	Video off
video.slash.fill	⊘	-	Video off
viewfinder	⛶	[]	Viewfinder
viewfinder.circle	⛶	[]	Viewfinder
viewfinder.circle.fill	⛶	[]	Viewfinder
volleyball	○	o	Volleyball
volleyball.circle	○	o	Volleyball
volleyball.circle.fill	○	o	Volleyball
volleyball.fill	○	o	Volleyball
w.circle	ⓦ	W	W
w.circle.fill	ⓦ	W	W
w.square	W	W	W
w.square.fill	W	W	W
wallet.bifold	▭	[]	Wallet
wallet.bifold.fill	▭	[]	Wallet
wallet.pass	▭	[]	Wallet pass
wallet.pass.fill	▭	[]	Wallet pass
wand.and.rays	⚝	*	Enhance
wand.and.rays.inverse	⚝	*	Enhance
wand.and.stars	⚝	*	Magic
wand.and.stars.inverse	⚝	*	Magic
water.waves	≈	~	Water
water.waves.slash	≈	~	No water
waterbottle	▯	[]	Water bottle
waterbottle.fill	▯	[]	Water bottle
waveform	∿	~	Waveform
waveform.and.mic	∿	~	Waveform
waveform.circle	∿	~	Waveform
waveform.circle.fill	∿	~	Waveform
waveform.path	∿	~	Waveform
waveform.path.ecg	∿	~	Waveform
waveform.path.ecg.rectangle	∿	~	Heart rhythm
waveform.path.ecg.rectangle.fill	∿	~	Heart rhythm
wifi	◠	^	Wi-Fi
wifi.circle	◠	^	Wi-Fi
wifi.circle.fill	◠	^	Wi-Fi
wifi.exclamationmark	⚠	!	Wi-Fi problem
wifi.router	◠	^	Wi-Fi
wifi.router.fill	◠	^	Wi-Fi
wifi.slash	⊘	-	Wi-Fi off
wifi.square	◠	^	Wi-Fi
wifi.square.fill	◠	^	Wi-Fi
wind	≈	~	Wind
wind.circle	≈	~	Wind
wind.circle.fill	≈	~	Wind
wind.snow	≈	~	Wind
wineglass	Y	Y	Wine
wineglass.fill	Y	Y	Wine
wonsign	₩	W	Won
wonsign.circle	₩	W	Won
wonsign.circle.fill	₩	W	Won
wrench	⚒	T	Settings
wrench.adjustable	⚒	T	Wrench
wrench.adjustable.fill	⚒	T	Wrench
wrench.and.screwdriver	⚒	T	Tools
wrench.and.screwdriver.fill	⚒	T	Tools
wrench.fill	⚒	T	Settings
x.circle	ⓧ	X	X
x.circle.fill	ⓧ	X	X
x.square	X	X	X
x.square.fill	X	X	X
x.squareroot	√	V	Square root
xmark	✕	x	Close
xmark.app	✕	x	Close
xmark.app.fill	✕	x	Close
xmark.bin	⌧	x	Junk
xmark.bin.circle	⌧	x	Junk
xmark.bin.circle.fill	⌧	x	Junk
xmark.bin.fill	⌧	x	Junk
xmark.circle	✕	x	Close
xmark.circle.fill	✕	x	Close
xmark.diamond	✕	x	Close
xmark.diamond.fill	✕	x	Close
xmark.icloud	☁	~	iCloud error
xmark.icloud.fill	☁	~	iCloud error
xmark.octagon	✕	x	Close
xmark.octagon.fill	✕	x	Close
xmark.rectangle	✕	x	Close
xmark.rectangle.fill	✕	x	Close
xmark.seal	✕	x	Close
xmark.seal.fill	✕	x	Close
xmark.shield	⛉	U	Not protected
xmark.shield.fill	⛉	U	Not protected
xmark.square	✕	x	Close
xmark.square.fill	✕	x	Close
y.circle	ⓨ	Y	Y
y.circle.fill	ⓨ	Y	Y
y.square	Y	Y	Y
y.square.fill	Y	Y	Y
yensign	¥	Y	Yen
yensign.circle	¥	Y	Yen
yensign.circle.fill	¥	Y	Yen
yensign.square	¥	Y	Yen
yensign.square.fill	¥	Y	Yen
z.circle	ⓩ	Z	Z
z.circle.fill	ⓩ	Z	Z
z.square	Z	Z	Z
z.square.fill	Z	Z	Z
"""#
}
