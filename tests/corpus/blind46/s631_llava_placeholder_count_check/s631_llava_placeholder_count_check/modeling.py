import torch
from torch import nn

from .config import LlavaConfig
from .mm_utils import merge_multimodal_embeddings

_ACT2FN = {"gelu": nn.GELU, "silu": nn.SiLU, "quick_gelu": nn.GELU}


class LlavaMultiModalProjector(nn.Module):
    def __init__(self, vision_hidden_size: int, text_hidden_size: int, act: str):
        super().__init__()
        self.linear_1 = nn.Linear(vision_hidden_size, text_hidden_size, bias=True)
        self.act = _ACT2FN[act]()
        self.linear_2 = nn.Linear(text_hidden_size, text_hidden_size, bias=True)

    def forward(self, image_features: torch.Tensor) -> torch.Tensor:
        return self.linear_2(self.act(self.linear_1(image_features)))


class LlavaForConditionalGeneration(nn.Module):
    def __init__(self, config: LlavaConfig):
        super().__init__()
        self.config = config
        self.embed_tokens = nn.Embedding(config.vocab_size, config.hidden_size)
        self.multi_modal_projector = LlavaMultiModalProjector(
            config.vision_hidden_size, config.hidden_size, config.projector_hidden_act
        )
        self.norm = nn.RMSNorm(config.hidden_size, eps=config.rms_norm_eps)

    def get_multimodal_embeddings(self, image_features: torch.Tensor) -> list[torch.Tensor]:
        # one entry per image, each (num_patches, hidden)
        projected = self.multi_modal_projector(image_features)
        return list(projected.unbind(0))

    def get_input_embeddings(self, input_ids, multimodal_embeddings=None):
        inputs_embeds = self.embed_tokens(input_ids)
        if multimodal_embeddings is not None and len(multimodal_embeddings) > 0:
            inputs_embeds = merge_multimodal_embeddings(
                input_ids,
                inputs_embeds,
                multimodal_embeddings,
                self.config.image_token_index,
            )
        return inputs_embeds

    def forward(self, input_ids: torch.Tensor, image_features: torch.Tensor) -> torch.Tensor:
        mm_embeds = self.get_multimodal_embeddings(image_features)
        hidden_states = self.get_input_embeddings(input_ids, mm_embeds)
        return self.norm(hidden_states)


compiled_model = torch.compile(LlavaForConditionalGeneration(LlavaConfig()), fullgraph=True)
