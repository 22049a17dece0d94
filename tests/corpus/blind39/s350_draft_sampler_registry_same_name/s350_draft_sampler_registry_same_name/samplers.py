"""Draft-token samplers, selected by name from the server args."""
import json
import subprocess
import time
from typing import Dict, Type

import torch

DRAFT_SAMPLERS: Dict[str, Type["TopKDraftSampler"]] = {}


def register_draft_sampler(name: str):
    def deco(cls):
        DRAFT_SAMPLERS[name] = cls
        return cls

    return deco


@register_draft_sampler("top_k")
class TopKDraftSampler:
    def __init__(self, top_k: int = 4, temperature: float = 1.0):
        self.top_k = top_k
        self.temperature = temperature

    def sample(self, logits: torch.Tensor):
        # logits: [bs, steps, vocab] -> ids / probs of the chosen draft tokens, [bs, steps]
        topk_logits, topk_ids = torch.topk(logits / self.temperature, self.top_k, dim=-1)
        topk_probs = torch.softmax(topk_logits, dim=-1)
        choice = torch.multinomial(topk_probs.reshape(-1, self.top_k), 1).view(*topk_ids.shape[:-1], 1)
        return topk_ids.gather(-1, choice).squeeze(-1), topk_probs.gather(-1, choice).squeeze(-1)


@register_draft_sampler("recording")
class RecordingDraftSampler(TopKDraftSampler):
    """Records every draft choice together with the build it came from (for A/B replays)."""

    def __init__(self, *args, log_path: str = "/tmp/draft_samples.jsonl", **kwargs):
        super().__init__(*args, **kwargs)
        self.log_path = log_path
        self.build = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout

    def sample(self, logits: torch.Tensor):
        ids, probs = super().sample(logits)
        with open(self.log_path, "a") as f:
            f.write(json.dumps({"t": time.time(), "build": self.build, "ids": ids.tolist()}) + "\n")
        return ids, probs
