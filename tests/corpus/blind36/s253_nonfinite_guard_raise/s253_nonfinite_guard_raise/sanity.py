"""Numerical sanity checks that we keep enabled in staging builds."""
import torch


class NonFiniteActivationError(FloatingPointError):
    def __init__(self, where, tensor_shape):
        super().__init__(f"non-finite values in {where} (shape={tuple(tensor_shape)})")
        self.where = where


class SanityConfig:
    check_logits = True
    check_hidden = True


def assert_finite(t, where):
    finite = torch.isfinite(t).all()
    if not finite:
        raise NonFiniteActivationError(where, t.shape)
    return t


def check(t, where, enabled):
    if enabled:
        return assert_finite(t, where)
    return t
