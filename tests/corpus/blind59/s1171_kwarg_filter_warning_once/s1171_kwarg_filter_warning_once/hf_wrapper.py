import inspect
from typing import Any, Dict, Optional

import torch
from torch import nn

from .log_utils import init_logger, warning_once
from .modeling_toy import ToyConfig, ToyForCausalLM

logger = init_logger(__name__)


class HFCausalLMWrapper(nn.Module):
    """Adapts a transformers-style causal LM to the engine's forward contract."""

    def __init__(self, model: nn.Module):
        super().__init__()
        self.model = model
        sig = inspect.signature(model.forward)
        self._forward_params = frozenset(sig.parameters)
        self._accepts_var_kwargs = any(
            p.kind is inspect.Parameter.VAR_KEYWORD for p in sig.parameters.values()
        )

    def _filter_kwargs(self, kwargs: Dict[str, Any]) -> Dict[str, Any]:
        if self._accepts_var_kwargs:
            return kwargs
        accepted = {}
        for key, value in kwargs.items():
            if key in self._forward_params:
                accepted[key] = value
            else:
                warning_once(
                    logger,
                    f"{type(self.model).__name__}.forward does not accept '{key}'; dropping it",
                )
        return accepted

    def forward(
        self,
        hidden_states: torch.Tensor,
        positions: torch.Tensor,
        attention_mask: Optional[torch.Tensor] = None,
    ) -> torch.Tensor:
        kwargs = {
            "attention_mask": attention_mask,
            "position_ids": positions,
            "use_cache": False,
            "output_router_logits": False,
            "return_dict": False,
        }
        outputs = self.model(hidden_states, **self._filter_kwargs(kwargs))
        logits = outputs[0] if isinstance(outputs, tuple) else outputs.logits
        return logits[:, -1, :]


def build_wrapped_model(config: Optional[ToyConfig] = None) -> HFCausalLMWrapper:
    config = config or ToyConfig()
    return HFCausalLMWrapper(ToyForCausalLM(config)).eval()


wrapped_model = build_wrapped_model()
compiled_model = torch.compile(wrapped_model, fullgraph=True)
