"""Helper that turns a kernel entry point into a torch.library custom op."""
from __future__ import annotations

from typing import Callable, Dict, Iterable, Optional

import torch

NAMESPACE = "corpus_v023"
_REGISTERED: Dict[str, object] = {}


def register_jit_op(
    name: str,
    mutates_args: Iterable[str] = (),
    fake: Optional[Callable] = None,
) -> Callable:
    """Register ``fn`` as ``torch.ops.corpus_v023.<name>``.

    ``fake`` is the shape function used under FakeTensor tracing; ops that
    only mutate their inputs in place do not need one.
    """

    def decorator(fn: Callable):
        op = torch.library.custom_op(f"{NAMESPACE}::{name}", mutates_args=tuple(mutates_args))(fn)
        if fake is not None:
            op.register_fake(fake)
        _REGISTERED[name] = op
        return op

    return decorator


def registered_ops() -> Dict[str, object]:
    return dict(_REGISTERED)
