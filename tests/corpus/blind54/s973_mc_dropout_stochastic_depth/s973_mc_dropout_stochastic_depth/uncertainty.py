import torch
import torch.nn as nn

from .classifier import RewardClassifier
from .layers import DropPath, StochasticDepth

_STOCHASTIC_LAYERS = (nn.Dropout, DropPath, StochasticDepth)


def enable_mc_dropout(model: nn.Module) -> int:
    """Put the model in eval mode but keep the stochastic regularizers sampling."""
    model.eval()
    n = 0
    for module in model.modules():
        if isinstance(module, _STOCHASTIC_LAYERS):
            module.train()
            n += 1
    return n


class MCDropoutPredictor:
    def __init__(self, model: nn.Module, num_samples: int = 4):
        self.model = model
        self.num_samples = num_samples
        self.num_stochastic_layers = enable_mc_dropout(model)

    def predict(self, x: torch.Tensor):
        samples = torch.stack([self.model(x) for _ in range(self.num_samples)], dim=0)
        return samples.mean(dim=0), samples.var(dim=0, unbiased=False)


predictor = MCDropoutPredictor(RewardClassifier(), num_samples=4)
predict = torch.compile(predictor.predict, fullgraph=True)
