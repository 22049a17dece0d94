"""Runs `num_steps` greedy decode steps in one compiled call."""
from __future__ import annotations

from dataclasses import dataclass

import torch

import s005_multistep_eos_early_exit.stopping as stopping
from s005_multistep_eos_early_exit.model import ToyDecoder


@dataclass(frozen=True)
class MultiStepConfig:
    num_steps: int = 4
    stop_when_all_finished: bool = True


CONFIG = MultiStepConfig()
torch.manual_seed(0)
MODEL = ToyDecoder()


def _greedy(logits: torch.Tensor) -> torch.Tensor:
    return logits.argmax(dim=-1)


def multi_step_decode(last_tokens: torch.Tensor, state: torch.Tensor) -> torch.Tensor:
    """Returns a [B, num_steps] tensor of generated tokens (padding after EOS)."""
    finished = torch.zeros_like(last_tokens, dtype=torch.bool)
    outputs = []
    tokens = last_tokens
    for _ in range(CONFIG.num_steps):
        logits, state = MODEL.decode_step(tokens, state)
        tokens = stopping.mask_finished(_greedy(logits), finished)
        finished = stopping.update_finished(finished, tokens)
        outputs.append(tokens)
        if CONFIG.stop_when_all_finished and stopping.all_finished(finished):
            break
    while len(outputs) < CONFIG.num_steps:
        outputs.append(torch.full_like(last_tokens, stopping.PAD_TOKEN_ID))
    return torch.stack(outputs, dim=1)


step = torch.compile(multi_step_decode, fullgraph=True)
