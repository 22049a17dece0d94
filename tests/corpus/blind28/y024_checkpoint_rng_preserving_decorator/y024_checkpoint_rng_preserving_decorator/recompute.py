"""Activation checkpointing that replays dropout masks bit-exactly."""
import functools

import torch
import torch.utils.checkpoint as _ckpt


class _RNGSnapshot:
    __slots__ = ("cpu_state",)

    def __init__(self):
        self.cpu_state = None

    def capture(self) -> None:
        self.cpu_state = torch.get_rng_state()

    def restore(self) -> None:
        if self.cpu_state is not None:
            torch.set_rng_state(self.cpu_state)


def activation_checkpoint(preserve_rng: bool = True):
    """Decorate a submodule method so its activations are recomputed in backward."""

    def deco(fn):
        @functools.wraps(fn)
        def wrapper(self, *args):
            snap = _RNGSnapshot()
            if preserve_rng:
                snap.capture()
            return _ckpt.checkpoint(
                fn, self, *args, use_reentrant=False, preserve_rng_state=False
            )

        return wrapper

    return deco
