from typing import Dict, Optional

import torch
from torch import nn

from .registry import MULTIMODAL_EMBEDDERS, MultiModalSpec


class OmniForCausalLM(nn.Module):
    def __init__(self, spec: MultiModalSpec, vocab_size: int = 64):
        super().__init__()
        self.spec = spec
        self.embed_tokens = nn.Embedding(vocab_size, spec.hidden_size)
        self.mm_embedders = nn.ModuleDict(
            {modality: cls(spec) for modality, cls in MULTIMODAL_EMBEDDERS.items()}
        )
        self.lm_head = nn.Linear(spec.hidden_size, vocab_size, bias=False)

    def embed_multimodal(self, mm_inputs: Dict[str, Optional[torch.Tensor]]) -> Dict[str, torch.Tensor]:
        embeds = {}
        for modality, data in mm_inputs.items():
            if data is None:
                continue
            embeds[modality] = self.mm_embedders[modality](data)
        return embeds

    def merge(self, input_ids: torch.Tensor, inputs_embeds: torch.Tensor,
              mm_embeds: Dict[str, torch.Tensor]) -> torch.Tensor:
        for modality, embeds in mm_embeds.items():
            token_id = self.spec.placeholder_token_ids[modality]
            mask = (input_ids == token_id).unsqueeze(-1)
            inputs_embeds = inputs_embeds.masked_scatter(mask, embeds.to(inputs_embeds.dtype))
        return inputs_embeds

    def forward(self, input_ids, pixel_values=None, audio_features=None):
        inputs_embeds = self.embed_tokens(input_ids)
        mm_embeds = self.embed_multimodal({"image": pixel_values, "audio": audio_features})
        hidden_states = self.merge(input_ids, inputs_embeds, mm_embeds)
        return self.lm_head(hidden_states)


class MultiModalModelRunner:
    def __init__(self, spec: MultiModalSpec):
        self.model = OmniForCausalLM(spec).eval()

    @torch.inference_mode()
    def forward(self, input_ids, pixel_values, audio_features):
        return self.model(input_ids, pixel_values=pixel_values, audio_features=audio_features)


runner = MultiModalModelRunner(MultiModalSpec())
forward_step = torch.compile(runner.forward, fullgraph=True)
