from typing import Any, Dict, Optional

import torch

from .registry import register_adapter


class BaseHFAdapter:
    def __init__(self, config: Any):
        self.config = config

    def prepare_inputs(
        self, inputs_embeds: torch.Tensor, attention_mask: Optional[torch.Tensor]
    ) -> Dict[str, Any]:
        kwargs: Dict[str, Any] = {"inputs_embeds": inputs_embeds}
        if attention_mask is not None:
            position_ids = attention_mask.long().cumsum(-1) - 1
            position_ids = position_ids.masked_fill(attention_mask == 0, 1)
            kwargs["attention_mask"] = attention_mask.to(torch.bool)
            kwargs["position_ids"] = position_ids
        return kwargs

    def convert_output(self, outputs: Any) -> torch.Tensor:
        if isinstance(outputs, dict):
            return outputs["logits"]
        return outputs[0]


@register_adapter("llama", "mistral")
class LlamaAdapter(BaseHFAdapter):
    def convert_output(self, outputs: Any) -> torch.Tensor:
        logits = super().convert_output(outputs)
        cap = getattr(self.config, "final_logit_softcapping", None)
        if cap:
            logits = torch.tanh(logits / cap) * cap
        return logits


@register_adapter("qwen2_vl")
class Qwen2VLAdapter(BaseHFAdapter):
    def prepare_inputs(self, inputs_embeds, attention_mask, image_grid_thw=None):
        kwargs = super().prepare_inputs(inputs_embeds, attention_mask)
        if image_grid_thw is not None:
            spatial = self.config.spatial_merge_size
            kwargs["image_token_counts"] = [
                t * (h // spatial) * (w // spatial) for t, h, w in image_grid_thw.tolist()
            ]
        return kwargs

    def convert_output(self, outputs: Any) -> torch.Tensor:
        logits = super().convert_output(outputs)
        if logits.isnan().any():
            raise FloatingPointError("NaN logits from vision-language model")
        return logits
