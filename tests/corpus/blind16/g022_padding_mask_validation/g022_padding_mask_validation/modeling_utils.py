import torch
from torch import nn

from . import validation


class ModuleUtilsMixin:
    """Helpers mixed into every pretrained model."""

    def get_extended_attention_mask(self, attention_mask: torch.Tensor, dtype: torch.dtype) -> torch.Tensor:
        extended = attention_mask[:, None, None, :].to(dtype)
        return (1.0 - extended) * torch.finfo(dtype).min

    def _prepare_attention_inputs(self, attention_mask, inputs_embeds):
        if attention_mask is None:
            attention_mask = torch.ones(inputs_embeds.shape[:2], dtype=inputs_embeds.dtype)
        validation.validate_model_inputs(attention_mask, inputs_embeds, strict=self.config.strict_inputs)
        return self.get_extended_attention_mask(attention_mask, inputs_embeds.dtype)


class PreTrainedModel(nn.Module, ModuleUtilsMixin):
    config_class = None

    def __init__(self, config):
        super().__init__()
        self.config = config

    def init_weights(self):
        for module in self.modules():
            if isinstance(module, nn.Linear):
                nn.init.normal_(module.weight, std=0.02)
