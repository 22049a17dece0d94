from argparse import Namespace

import torch
import torch.nn as nn

from .transformer_encoder import TransformerEncoder

ARCH_CONFIGS = {
    "transformer_tiny": dict(encoder_embed_dim=8, encoder_ffn_embed_dim=16,
                             encoder_attention_heads=2, encoder_layers=3),
}


def base_architecture(args: Namespace) -> Namespace:
    args.dropout = getattr(args, "dropout", 0.1)
    args.encoder_layerdrop = getattr(args, "encoder_layerdrop", 0.2)
    return args


def build_encoder(arch: str, **overrides) -> nn.Module:
    args = base_architecture(Namespace(**{**ARCH_CONFIGS[arch], **overrides}))
    return TransformerEncoder(
        embed_dim=args.encoder_embed_dim,
        ffn_dim=args.encoder_ffn_embed_dim,
        num_heads=args.encoder_attention_heads,
        num_layers=args.encoder_layers,
        dropout=args.dropout,
        encoder_layerdrop=args.encoder_layerdrop,
    )


class EncoderHubInterface(nn.Module):
    def __init__(self, model: nn.Module):
        super().__init__()
        self.model = model
        self.model.eval()
        self.model.requires_grad_(False)

    def forward(self, src_embeds: torch.Tensor) -> torch.Tensor:
        return self.model(src_embeds)


hub = EncoderHubInterface(build_encoder("transformer_tiny"))
extract_features = torch.compile(hub, fullgraph=True)
