"""Context managers the engine wraps around every forward step."""
from __future__ import annotations

import contextlib
from typing import ContextManager, List

import torch

from .config import EngineConfig

_STEP_STATE = {"in_step": False, "phase": None}


@contextlib.contextmanager
def step_marker(phase):
    prev = dict(_STEP_STATE)
    _STEP_STATE["in_step"] = True
    _STEP_STATE["phase"] = phase
    try:
        yield
    finally:
        _STEP_STATE.update(prev)


def step_contexts(cfg: EngineConfig) -> List[ContextManager]:
    ctxs: List[ContextManager] = [step_marker(cfg.phase)]
    if cfg.inference_mode:
        ctxs.append(torch.no_grad())
    if cfg.autocast_dtype is not None:
        ctxs.append(torch.autocast("cpu", dtype=cfg.autocast_dtype))
    else:
        ctxs.append(contextlib.nullcontext())
    return ctxs
