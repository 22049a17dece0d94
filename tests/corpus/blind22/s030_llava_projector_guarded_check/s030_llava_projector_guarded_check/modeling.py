from collections import OrderedDict

import torch
from torch import nn

from .import_utils import is_torch_greater_or_equal, is_torchdynamo_compiling

_TORCH_GE_2_4 = is_torch_greater_or_equal("2.4")


class ClassInstantier(OrderedDict):
    def __getitem__(self, key):
        content = super().__getitem__(key)
        cls, kwargs = content if isinstance(content, tuple) else (content, {})
        return cls(**kwargs)


ACT2FN = ClassInstantier({"gelu": nn.GELU, "gelu_tanh": (nn.GELU, {"approximate": "tanh"}), "silu": nn.SiLU})


class TinyVisionTower(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.layers = nn.ModuleList(nn.Linear(config.vision_hidden_size, config.vision_hidden_size) for _ in range(config.vision_num_layers))

    def forward(self, patches):
        hidden_states = (patches,)
        for layer in self.layers:
            hidden_states += (torch.tanh(layer(hidden_states[-1])),)
        return hidden_states


class MultiModalProjector(nn.Module):
    def __init__(self, config):
        super().__init__()
        in_dim = config.vision_hidden_size * config.num_feature_layers
        self.linear_1 = nn.Linear(in_dim, config.text_hidden_size, bias=config.multimodal_projector_bias)
        self.act = ACT2FN[config.projector_hidden_act]
        self.linear_2 = nn.Linear(config.text_hidden_size, config.text_hidden_size, bias=config.multimodal_projector_bias)

    def forward(self, image_features):
        return self.linear_2(self.act(self.linear_1(image_features)))


class VisionLanguageModel(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.config = config
        self.vision_tower = TinyVisionTower(config)
        self.multi_modal_projector = MultiModalProjector(config)
        self.embed_tokens = nn.Embedding(config.vocab_size, config.text_hidden_size)
        self.lm_head = nn.Linear(config.text_hidden_size, config.vocab_size, bias=False)

    def get_image_features(self, pixel_patches):
        hidden_states = self.vision_tower(pixel_patches)
        layer = self.config.vision_feature_layer
        if isinstance(layer, int):
            selected = hidden_states[layer]
        else:
            selected = torch.cat([hidden_states[i] for i in layer], dim=-1)
        if self.config.vision_feature_select_strategy == "default":
            selected = selected[:, 1:]
        return self.multi_modal_projector(selected)

    def get_placeholder_mask(self, input_ids, inputs_embeds, image_features):
        special_image_mask = (input_ids == self.config.image_token_id).unsqueeze(-1)
        special_image_mask = special_image_mask.expand_as(inputs_embeds)
        if not is_torchdynamo_compiling() and inputs_embeds[special_image_mask].numel() != image_features.numel():
            n_image_tokens = int((input_ids == self.config.image_token_id).sum().item())
            raise ValueError(
                f"Image features and image tokens do not match: tokens {n_image_tokens}, "
                f"features {image_features.shape[0] * image_features.shape[1]}"
            )
        return special_image_mask

    def forward(self, input_ids, pixel_patches):
        inputs_embeds = self.embed_tokens(input_ids)
        image_features = self.get_image_features(pixel_patches).to(inputs_embeds.dtype)
        mask = self.get_placeholder_mask(input_ids, inputs_embeds, image_features)
        inputs_embeds = inputs_embeds.masked_scatter(mask, image_features)
        logits = self.lm_head(inputs_embeds)
        if _TORCH_GE_2_4:
            return logits
        return logits.float()
