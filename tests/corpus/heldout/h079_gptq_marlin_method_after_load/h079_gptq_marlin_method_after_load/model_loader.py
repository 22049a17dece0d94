import torch
from torch import nn

from .gptq_marlin import GPTQMarlinLinearMethod
from .layers import MLP, ColumnLinear, ParallelLMHead, UnquantizedEmbeddingMethod


def process_weights_after_loading(model: nn.Module, group_size: int = 8) -> None:
    for module in model.modules():
        if isinstance(module, ColumnLinear):
            module.quant_method = GPTQMarlinLinearMethod(group_size)
            module.quant_method.process_weights_after_loading(module)


def tie_lm_head(lm_head: ParallelLMHead, embed_weight: torch.Tensor) -> None:
    lm_head.weight = nn.Parameter(embed_weight)
    lm_head.quant_method = UnquantizedEmbeddingMethod()


model = MLP()
process_weights_after_loading(model)
model_compiled = torch.compile(model, fullgraph=True)
