from .grammar import TokenFSM, json_digit_grammar
from .constrained import ConstrainedRunner, build_runner

__all__ = ["TokenFSM", "json_digit_grammar", "ConstrainedRunner", "build_runner"]
