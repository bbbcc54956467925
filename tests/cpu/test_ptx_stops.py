"""How the PTX machine says why its warps stopped: a budget (which asks for other arguments) is
told apart from a value it does not compute (which only given memory gets past) by the stop's
kind, not its wording, and PTX000 names each warp's own reason."""

from passlab.checks.ptx import _coverage
from passlab.checks.ptx.events import LocMap, SmemMap
from passlab.checks.ptx.machine import POINTER_STRIDE, Machine
from passlab.ir.ptx import parse_ptx

# warp 0 branches on a value loaded from memory nobody gave; warp 1 arrives on a barrier forever
TWO_WARPS = """
.version 8.7
.target sm_90a
.address_size 64
.extern .shared .align 16 .b8 global_smem[];
.visible .entry k(.param .u64 .ptr .global .align 1 k_param_0)
.reqntid 64
{
	ld.param.b64 	%rd1, [k_param_0];
	mov.u32 	%r1, %tid.x;
	shr.u32 	%r2, %r1, 5;
	mov.u32 	%r3, global_smem;
	setp.eq.u32 	%p1, %r2, 0;
	@%p1 bra 	$L_warp0;
	mbarrier.init.shared::cta.b64 	[%r3], 1;
$L_loop:
	mbarrier.arrive.shared::cta.b64 	%rd2, [%r3];
	bra.uni 	$L_loop;
$L_warp0:
	ld.global.b32 	%r4, [ %rd1 + 0 ];
	setp.eq.u32 	%p2, %r4, 0;
	@%p2 bra 	$L_end;
	mbarrier.arrive.shared::cta.b64 	%rd3, [%r3];
$L_end:
	ret;
}
"""


def _run():
    module = parse_ptx(TWO_WARPS)
    machine = Machine(module, {"k_param_0": POINTER_STRIDE}, SmemMap.from_module(None, None),
                      LocMap(None, module.files, None))
    return machine, machine.run()


def test_each_stop_keeps_its_kind():
    machine, (warp0, warp1) = _run()
    assert machine.budget_reached
    assert warp0.truncated.startswith("branch on a predicate the machine does not compute") and warp0.budget == ""
    assert warp1.truncated.startswith("event budget") and warp1.budget == "events"


def test_the_note_names_the_budget_for_the_warps_it_stopped_and_each_other_warps_own_reason():
    """It said "every warp stopped: <warp 0's reason>" here: warp 0's branch, though the budget
    stopped warp 1 and warp 0 had stopped on its own."""
    machine, programs = _run()
    message = _coverage("k.ptx", programs, machine, [], 0, 1).message
    assert "reached by warp1 at PTX line 18: it stopped the one warp still running" in message, message
    assert "warp0 stopped: branch on a predicate the machine does not compute" in message, message
    assert "every warp stopped" not in message
