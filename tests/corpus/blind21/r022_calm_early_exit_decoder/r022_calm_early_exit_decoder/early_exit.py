"""Confidence-based early exit (CALM-style) policies."""
import torch
import torch.nn as nn

EXIT_POLICIES = {}


def register_exit_policy(name):
    def deco(cls):
        EXIT_POLICIES[name] = cls
        return cls

    return deco


class ExitPolicy(nn.Module):
    def __init__(self, config, lm_head: nn.Module, norm: nn.Module):
        super().__init__()
        self.threshold = config.exit_threshold
        self.min_exit_layer = config.min_exit_layer
        self.lm_head = lm_head
        self.norm = norm

    def confidence(self, hidden_states: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError

    def should_exit(self, hidden_states: torch.Tensor, layer_idx: int) -> bool:
        if layer_idx < self.min_exit_layer:
            return False
        conf = self.confidence(hidden_states[:, -1])
        # every sequence in the batch must be confident before we skip the rest
        if conf.min() < self.threshold:
            return False
        return True


@register_exit_policy("softmax_confidence")
class SoftmaxConfidence(ExitPolicy):
    def confidence(self, hidden_states):
        probs = self.lm_head(self.norm(hidden_states)).softmax(dim=-1)
        top2 = probs.topk(2, dim=-1).values
        return top2[..., 0] - top2[..., 1]


@register_exit_policy("hidden_saturation")
class HiddenSaturation(ExitPolicy):
    def __init__(self, config, lm_head, norm):
        super().__init__(config, lm_head, norm)
        self.prev = None

    def confidence(self, hidden_states):
        if self.prev is None:
            self.prev = hidden_states
            return torch.zeros(hidden_states.shape[0])
        cos = torch.cosine_similarity(hidden_states, self.prev, dim=-1)
        self.prev = hidden_states
        return cos


def build_exit_policy(config, lm_head, norm) -> ExitPolicy:
    return EXIT_POLICIES[config.exit_policy](config, lm_head, norm)
