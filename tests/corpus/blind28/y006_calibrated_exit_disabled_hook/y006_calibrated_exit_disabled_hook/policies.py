import torch

from .calibration import calibrate_logits

_REGISTRY = {}


def register(name):
    def wrap(cls):
        _REGISTRY[name] = cls
        return cls

    return wrap


def get_policy(name, **kw):
    return _REGISTRY[name](**kw)


class ExitPolicy:
    def __init__(self, threshold: float = 0.9):
        self.threshold = threshold

    def scores(self, logits: torch.Tensor, layer_idx: int) -> torch.Tensor:
        return logits.softmax(-1).amax(-1)

    def exit_mask(self, logits: torch.Tensor, layer_idx: int) -> torch.Tensor:
        return self.scores(logits, layer_idx) > self.threshold


@register("max_prob")
class MaxProbPolicy(ExitPolicy):
    pass


@register("calibrated")
class CalibratedPolicy(ExitPolicy):
    def scores(self, logits, layer_idx):
        logits = calibrate_logits(logits, layer_idx)
        return super().scores(logits, layer_idx)


@register("entropy")
class EntropyPolicy(ExitPolicy):
    def scores(self, logits, layer_idx):
        p = logits.softmax(-1)
        ent = -(p * p.clamp_min(1e-9).log()).sum(-1)
        return 1.0 - ent / torch.log(torch.tensor(float(logits.shape[-1])))
