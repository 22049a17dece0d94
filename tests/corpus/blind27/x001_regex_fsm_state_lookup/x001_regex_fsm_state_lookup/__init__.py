"""Regex-guided decoding: FSM-driven allowed-token masks."""
from .fsm import RegexFSM, build_digit_fsm
from .guided import GuidedLogitsProcessor, guided_step

__all__ = ["RegexFSM", "build_digit_fsm", "GuidedLogitsProcessor", "guided_step"]
