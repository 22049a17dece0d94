import torch
import torch.nn.functional as F
from torch import nn

from .configuration_llava import CLIPVisionConfig, LlavaConfig
from .multimodal_mixin import MultiModalEmbeddingMixin


class CLIPVisionEmbeddings(nn.Module):
    def __init__(self, config: CLIPVisionConfig):
        super().__init__()
        self.patch_embedding = nn.Conv2d(
            config.num_channels, config.hidden_size, kernel_size=config.patch_size, stride=config.patch_size, bias=False
        )
        self.class_embedding = nn.Parameter(torch.randn(config.hidden_size))
        self.position_embedding = nn.Embedding(config.num_patches + 1, config.hidden_size)
        self.register_buffer("position_ids", torch.arange(config.num_patches + 1).unsqueeze(0), persistent=False)

    def forward(self, pixel_values: torch.Tensor) -> torch.Tensor:
        patch_embeds = self.patch_embedding(pixel_values).flatten(2).transpose(1, 2)
        class_embeds = self.class_embedding.expand(pixel_values.shape[0], 1, -1)
        embeddings = torch.cat([class_embeds, patch_embeds], dim=1)
        return embeddings + self.position_embedding(self.position_ids)


class LlavaMultiModalProjector(nn.Module):
    def __init__(self, config: LlavaConfig):
        super().__init__()
        self.linear_1 = nn.Linear(config.vision_config.hidden_size, config.hidden_size)
        self.linear_2 = nn.Linear(config.hidden_size, config.hidden_size)

    def forward(self, image_features: torch.Tensor) -> torch.Tensor:
        return self.linear_2(F.gelu(self.linear_1(image_features)))


class LlavaForConditionalGeneration(MultiModalEmbeddingMixin, nn.Module):
    def __init__(self, config: LlavaConfig):
        super().__init__()
        self.config = config
        self.vision_tower = CLIPVisionEmbeddings(config.vision_config)
        self.multi_modal_projector = LlavaMultiModalProjector(config)
        self.embed_tokens = nn.Embedding(config.vocab_size, config.hidden_size)
        self.lm_head = nn.Linear(config.hidden_size, config.vocab_size, bias=False)

    def get_image_features(self, pixel_values: torch.Tensor) -> torch.Tensor:
        image_outputs = self.vision_tower(pixel_values)
        if self.config.vision_feature_select_strategy == "default":
            image_outputs = image_outputs[:, 1:]
        return self.multi_modal_projector(image_outputs)

    def forward(self, input_ids: torch.LongTensor, pixel_values: torch.FloatTensor) -> torch.Tensor:
        inputs_embeds = self.embed_tokens(input_ids)
        if pixel_values is not None:
            image_features = self.get_image_features(pixel_values)
            inputs_embeds = self.merge_multimodal_embeddings(input_ids, inputs_embeds, image_features)
        return self.lm_head(inputs_embeds)
