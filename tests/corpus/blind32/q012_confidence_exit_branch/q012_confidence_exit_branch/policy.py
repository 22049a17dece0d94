"""Exit policies: decide, from intermediate logits, whether decoding may stop early."""
from dataclasses import dataclass

import torch


@dataclass
class ExitPolicyConfig:
    kind: str = "softmax_margin"
    threshold: float = 0.5
    min_layers: int = 1


class ExitPolicy:
    def __init__(self, cfg: ExitPolicyConfig):
        self.cfg = cfg

    def confidence(self, logits: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError

    def should_exit(self, layer_idx: int, logits: torch.Tensor) -> bool:
        if layer_idx + 1 < self.cfg.min_layers:
            return False
        conf = self.confidence(logits)
        # the whole batch must be confident to stop the stack
        if conf.min() >= self.cfg.threshold:
            return True
        return False


class SoftmaxMarginPolicy(ExitPolicy):
    def confidence(self, logits: torch.Tensor) -> torch.Tensor:
        probs = logits.float().softmax(dim=-1)
        top2 = probs.topk(2, dim=-1).values
        return top2[..., 0] - top2[..., 1]


class MaxProbPolicy(ExitPolicy):
    def confidence(self, logits: torch.Tensor) -> torch.Tensor:
        return logits.float().softmax(dim=-1).amax(dim=-1)


POLICIES = {
    "softmax_margin": SoftmaxMarginPolicy,
    "max_prob": MaxProbPolicy,
}


def build_policy(cfg: ExitPolicyConfig) -> ExitPolicy:
    return POLICIES[cfg.kind](cfg)
