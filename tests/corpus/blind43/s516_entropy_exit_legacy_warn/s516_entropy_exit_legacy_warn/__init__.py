"""Per-token entropy early exit: tokens that are sure at the exit layer keep those logits."""
from .config import ExitPolicyConfig
from .policies import EXIT_POLICIES, build_exit_policy
from .forward import exit_aware_logits

__all__ = ["EXIT_POLICIES", "ExitPolicyConfig", "build_exit_policy", "exit_aware_logits"]
