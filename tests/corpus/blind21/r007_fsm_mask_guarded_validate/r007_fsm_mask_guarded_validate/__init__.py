"""Regex/FSM guided decoding: token masks from a compiled token-level FSM."""
from .fsm import TokenFSM, compile_fsm
from .guided import GuidedDecodeHead

__all__ = ["TokenFSM", "compile_fsm", "GuidedDecodeHead"]
