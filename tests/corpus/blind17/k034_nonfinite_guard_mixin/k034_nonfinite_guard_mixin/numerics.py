import torch


class NumericsError(RuntimeError):
    pass


class NumericsGuardMixin:
    """Shared checks for layers that may overflow in low precision."""

    guard_enabled = True
    clamp_value = 3.0e4

    def _check_finite(self, name, t):
        if not self.guard_enabled:
            return t
        bad = ~torch.isfinite(t)
        if bad.any():
            raise NumericsError(f"{name}: non-finite values in output")
        return t

    def guarded(self, name, t):
        t = t.clamp(-self.clamp_value, self.clamp_value)
        return self._check_finite(name, t)
