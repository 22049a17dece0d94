"""Runtime sanity checks used while bringing up new checkpoints."""
import torch


class NonFiniteActivation(FloatingPointError):
    pass


class ActivationChecker:
    def __init__(self, prefix: str, enabled: bool = True, fail_fast: bool = True):
        self.prefix = prefix
        self.enabled = enabled
        self.fail_fast = fail_fast

    def _tag(self, name: str) -> str:
        return f"{self.prefix}.{name}"

    def _report(self, name: str, t: torch.Tensor):
        msg = f"non-finite values in {self._tag(name)} (shape={tuple(t.shape)})"
        if self.fail_fast:
            raise NonFiniteActivation(msg)

    def check(self, name: str, t: torch.Tensor) -> torch.Tensor:
        if not self.enabled:
            return t
        finite = torch.isfinite(t).all()
        if not finite:
            self._report(name, t)
        return t
