import torch
import torch.nn as nn
import torch.nn.functional as F

from .configuration import LlavaConfig, VisionConfig
from .mm_utils import merge_multimodal_embeddings


class CLIPVisionEmbeddings(nn.Module):
    def __init__(self, config: VisionConfig):
        super().__init__()
        self.patch_size = config.patch_size
        self.patch_embedding = nn.Conv2d(
            config.num_channels,
            config.hidden_size,
            kernel_size=config.patch_size,
            stride=config.patch_size,
            bias=False,
        )
        self.class_embedding = nn.Parameter(torch.randn(config.hidden_size))
        self.num_positions = config.num_patches + 1
        self.position_embedding = nn.Embedding(self.num_positions, config.hidden_size)
        self.register_buffer("position_ids", torch.arange(self.num_positions).unsqueeze(0), persistent=False)

    def forward(self, pixel_values: torch.Tensor) -> torch.Tensor:
        target_dtype = self.patch_embedding.weight.dtype
        patch_embeds = self.patch_embedding(pixel_values.to(dtype=target_dtype))
        patch_embeds = patch_embeds.flatten(2).transpose(1, 2)
        class_embeds = self.class_embedding.expand(pixel_values.shape[0], 1, -1)
        embeddings = torch.cat([class_embeds, patch_embeds], dim=1)
        return embeddings + self.position_embedding(self.position_ids)


class CLIPEncoderLayer(nn.Module):
    def __init__(self, config: VisionConfig):
        super().__init__()
        self.num_heads = config.num_attention_heads
        self.layer_norm1 = nn.LayerNorm(config.hidden_size, eps=config.layer_norm_eps)
        self.qkv = nn.Linear(config.hidden_size, 3 * config.hidden_size)
        self.out_proj = nn.Linear(config.hidden_size, config.hidden_size)
        self.layer_norm2 = nn.LayerNorm(config.hidden_size, eps=config.layer_norm_eps)
        self.fc1 = nn.Linear(config.hidden_size, config.intermediate_size)
        self.fc2 = nn.Linear(config.intermediate_size, config.hidden_size)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        bsz, seq_len, dim = hidden_states.shape
        residual = hidden_states
        q, k, v = self.qkv(self.layer_norm1(hidden_states)).chunk(3, dim=-1)
        q, k, v = (t.view(bsz, seq_len, self.num_heads, -1).transpose(1, 2) for t in (q, k, v))
        attn = F.scaled_dot_product_attention(q, k, v)
        attn = attn.transpose(1, 2).reshape(bsz, seq_len, dim)
        hidden_states = residual + self.out_proj(attn)
        residual = hidden_states
        hidden_states = self.fc2(F.gelu(self.fc1(self.layer_norm2(hidden_states))))
        return residual + hidden_states


class LlavaMultiModalProjector(nn.Module):
    def __init__(self, config: LlavaConfig):
        super().__init__()
        self.linear_1 = nn.Linear(config.vision_config.hidden_size, config.text_hidden_size)
        self.linear_2 = nn.Linear(config.text_hidden_size, config.text_hidden_size)

    def forward(self, image_features: torch.Tensor) -> torch.Tensor:
        return self.linear_2(F.gelu(self.linear_1(image_features)))


class LlavaForConditionalGeneration(nn.Module):
    def __init__(self, config: LlavaConfig):
        super().__init__()
        self.config = config
        self.embeddings = CLIPVisionEmbeddings(config.vision_config)
        self.vision_layers = nn.ModuleList([CLIPEncoderLayer(config.vision_config) for _ in range(2)])
        self.multi_modal_projector = LlavaMultiModalProjector(config)
        self.embed_tokens = nn.Embedding(config.vocab_size, config.text_hidden_size)

    def _image_pixels_to_features(self, pixel_values: torch.Tensor) -> torch.Tensor:
        hidden_states = self.embeddings(pixel_values)
        for layer in self.vision_layers:
            hidden_states = layer(hidden_states)
        if self.config.vision_feature_select_strategy == "default":
            hidden_states = hidden_states[:, 1:]
        return hidden_states

    def get_image_features(self, pixel_values: torch.Tensor) -> torch.Tensor:
        return self.multi_modal_projector(self._image_pixels_to_features(pixel_values))

    def get_input_embeddings(self, input_ids: torch.Tensor, pixel_values: torch.Tensor) -> torch.Tensor:
        inputs_embeds = self.embed_tokens(input_ids)
        image_features = self.get_image_features(pixel_values)
        return merge_multimodal_embeddings(
            input_ids, inputs_embeds, image_features, self.config.image_token_index
        )

    def forward(self, input_ids: torch.Tensor, pixel_values: torch.Tensor) -> torch.Tensor:
        return self.get_input_embeddings(input_ids, pixel_values)


compiled_model = torch.compile(LlavaForConditionalGeneration(LlavaConfig()), fullgraph=True)
