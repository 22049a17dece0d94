import functools
from typing import Optional

import torch
from torch import nn

from .hf_utils import accepted_kwargs, filter_supported_kwargs, logger
from .modeling_tiny import TinyCausalLM

_ENGINE_FORWARD_KWARGS = ("position_ids", "attention_mask", "use_cache", "output_hidden_states", "return_dict")


class CausalLMAdapter(nn.Module):
    def __init__(self, model: nn.Module):
        super().__init__()
        self.model = model
        self._log_unsupported_kwargs()

    @functools.cached_property
    def unsupported_kwargs(self) -> tuple:
        names = accepted_kwargs(self.model.forward)
        if "*" in names:
            return ()
        return tuple(k for k in _ENGINE_FORWARD_KWARGS if k not in names)

    def _log_unsupported_kwargs(self) -> None:
        if self.unsupported_kwargs:
            logger.info(
                "%s.forward ignores engine kwargs: %s",
                type(self.model).__name__,
                ", ".join(self.unsupported_kwargs),
            )

    def forward(
        self,
        inputs_embeds: torch.Tensor,
        positions: torch.Tensor,
        attention_mask: Optional[torch.Tensor] = None,
    ) -> torch.Tensor:
        kwargs = dict(
            position_ids=positions,
            attention_mask=attention_mask,
            use_cache=False,
            output_hidden_states=False,
            return_dict=False,
        )
        kwargs = filter_supported_kwargs(self.model.forward, kwargs)
        outputs = self.model(inputs_embeds, **kwargs)
        logits = outputs[0] if isinstance(outputs, tuple) else outputs["logits"]
        return logits.float()


adapter = CausalLMAdapter(TinyCausalLM()).eval()
compiled_adapter = torch.compile(adapter, fullgraph=True)
