"""GLM-5 dense decoder layer (layers 0-2 of GlmMoeDsaForCausalLM) as SGLang runs it, with NVFP4
linears that call the flashinfer API exactly like sglang 0.5.11's ``ModelOptFp4LinearMethod.apply``.

Structure (sglang ``DeepseekV2DecoderLayer`` / ``DeepseekV2AttentionMLA.forward_normal``)::

    hidden, residual = input_layernorm(hidden, residual)          # fused-add RMSNorm
    q      = q_b_proj(q_a_layernorm(q_a_proj(hidden)))             # [T, H*(nope+rope)]
    latent = kv_a_proj_with_mqa(hidden)                            # [T, kv_lora + rope]
    kv_a, k_pe = latent.split([kv_lora, rope])
    kv     = kv_b_proj(kv_a_layernorm(kv_a))                       # [T, H*(nope+v)]
    q_pe, k_pe = interleaved RoPE(positions, q_pe, k_pe)
    unified_attention_with_output(q, k, v, out, ...)               # opaque op: SGLang's split point
    hidden = o_proj(out)
    hidden, residual = post_attention_layernorm(hidden, residual)  # fused-add RMSNorm
    hidden = down_proj(silu_and_mul(gate_up_proj(hidden)))         # dense MLP

The DSA indexer of GLM-5 (index_n_heads 32, index_head_dim 128, top-k 2048) feeds the sparse
attention kernel; here it is folded into the opaque attention op (it adds no NVFP4 linear in the
checkpoints modelled).

NVFP4 checkpoint variants: ``"mlp-only"`` (gate_up_proj and down_proj in NVFP4, the rest bf16 --
NVIDIA's recipe for GLM-5-class models) and ``"all-linears"`` (every linear of the layer).
``"none"`` builds the bf16 reference layer.
"""

from __future__ import annotations

import math
import os
import sys
from dataclasses import dataclass, replace
from typing import Callable, Dict, Optional, Tuple

import torch
from torch import nn

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import nvfp4_ref as R  # noqa: E402

VARIANTS = ("mlp-only", "all-linears")
LINEARS = ("q_a_proj", "q_b_proj", "kv_a_proj_with_mqa", "kv_b_proj", "o_proj",
           "gate_up_proj", "down_proj")
NVFP4_LINEARS = {
    "none": (),
    "mlp-only": ("gate_up_proj", "down_proj"),
    "all-linears": LINEARS,
}


@dataclass(frozen=True)
class GLM5Config:
    hidden_size: int = 6144
    num_heads: int = 64
    q_lora_rank: int = 2048
    kv_lora_rank: int = 512
    qk_nope_head_dim: int = 192
    qk_rope_head_dim: int = 64
    v_head_dim: int = 256
    intermediate_size: int = 12288
    rms_norm_eps: float = 1e-5
    # not among the values the issue pins; they do not change shapes or graph structure
    rope_theta: float = 1_000_000.0
    max_position_embeddings: int = 4096

    @property
    def qk_head_dim(self) -> int:
        return self.qk_nope_head_dim + self.qk_rope_head_dim

    def linear_shapes(self) -> Dict[str, Tuple[int, int]]:
        """(in_features, out_features) of every linear in the dense decoder layer."""
        h, n = self.hidden_size, self.num_heads
        return {
            "q_a_proj": (h, self.q_lora_rank),
            "q_b_proj": (self.q_lora_rank, n * self.qk_head_dim),
            "kv_a_proj_with_mqa": (h, self.kv_lora_rank + self.qk_rope_head_dim),
            "kv_b_proj": (self.kv_lora_rank, n * (self.qk_nope_head_dim + self.v_head_dim)),
            "o_proj": (n * self.v_head_dim, h),
            "gate_up_proj": (h, 2 * self.intermediate_size),
            "down_proj": (self.intermediate_size, h),
        }


GLM5 = GLM5Config()
# Same structure, small dims; every NVFP4 K is a multiple of 64 (K/16 a multiple of 4) and every N
# a multiple of 32, as the FP4 GEMM alignment needs; qk_nope != v_head like the real model.
GLM5_SMALL = replace(
    GLM5,
    hidden_size=256,
    num_heads=4,
    q_lora_rank=128,
    kv_lora_rank=64,
    qk_nope_head_dim=32,
    qk_rope_head_dim=32,
    v_head_dim=64,
    intermediate_size=512,
    max_position_embeddings=512,
)

# --------------------------------------------------------------------------------------------
# The attention core: an opaque registered op, like sglang.unified_attention_with_output
# --------------------------------------------------------------------------------------------


@torch.library.custom_op("glm5_ref::unified_attention_with_output", mutates_args=("output",))
def unified_attention_with_output(
    query: torch.Tensor,
    key: torch.Tensor,
    value: torch.Tensor,
    output: torch.Tensor,
    save_kv_cache: bool,
    layer_id: int,
) -> None:
    """Causal attention over one prefill sequence of T tokens (reference for the MLA backend).

    query/key [T, H, qk_head_dim], value [T, H, v_head_dim], output [T, H * v_head_dim]."""
    q = query.float().transpose(0, 1)
    k = key.float().transpose(0, 1)
    v = value.float().transpose(0, 1)
    o = torch.nn.functional.scaled_dot_product_attention(
        q, k, v, is_causal=True, scale=1.0 / math.sqrt(query.shape[-1])
    )
    output.copy_(o.transpose(0, 1).reshape(output.shape).to(output.dtype))


ATTENTION_OP = "glm5_ref.unified_attention_with_output"

# --------------------------------------------------------------------------------------------
# Layers
# --------------------------------------------------------------------------------------------


class RMSNorm(nn.Module):
    """sglang ``RMSNorm.forward_native``: fp32 math, optional fused residual add."""

    def __init__(self, dim: int, eps: float, device=None, dtype=torch.bfloat16):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(dim, device=device, dtype=dtype), requires_grad=False)
        self.eps = eps

    def forward(self, x: torch.Tensor, residual: Optional[torch.Tensor] = None):
        orig = x.dtype
        x = x.float()
        if residual is not None:
            x = x + residual.float()
            residual = x.to(orig)
        var = x.pow(2).mean(dim=-1, keepdim=True)
        x = (x * torch.rsqrt(var + self.eps) * self.weight.float()).to(orig)
        return x if residual is None else (x, residual)


class BF16Linear(nn.Module):
    def __init__(self, in_features: int, out_features: int, device=None, dtype=torch.bfloat16):
        super().__init__()
        self.in_features, self.out_features = in_features, out_features
        self.weight = nn.Parameter(
            torch.empty(out_features, in_features, device=device, dtype=dtype), requires_grad=False
        )

    def forward(self, x):
        return torch.nn.functional.linear(x, self.weight)


class NVFP4Linear(nn.Module):
    """NVFP4 linear holding what sglang has after ``process_weights_after_loading``.

    ``forward`` is ``ModelOptFp4LinearMethod.apply`` (sglang 0.5.11) line for line:
    ``fp4_quantize(x, layer.input_scale_inv)`` -- the flashinfer public function, injected as
    ``fp4_quantize`` the way sglang imports it -- then the registered FP4 GEMM op with
    flashinfer's transposed weight convention and ``alpha = input_scale * weight_scale_2``.
    """

    def __init__(self, in_features: int, out_features: int, fp4_quantize: Callable,
                 fp4_gemm: Optional[Callable] = None, device=None):
        super().__init__()
        if in_features % 16:
            raise ValueError("NVFP4 needs in_features % 16 == 0")
        self.in_features, self.out_features = in_features, out_features
        self.output_size_per_partition = out_features
        self.fp4_quantize = fp4_quantize
        self.fp4_gemm = fp4_gemm if fp4_gemm is not None else _default_fp4_gemm()
        n128, k4 = R.round_up(out_features, 128), R.round_up(in_features // 16, 4)
        self.register_buffer(
            "weight", torch.empty(out_features, in_features // 2, dtype=torch.uint8, device=device)
        )
        self.register_buffer(
            "weight_scale_interleaved",
            torch.empty(n128, k4, dtype=torch.float8_e4m3fn, device=device),
        )
        self.register_buffer("alpha", torch.empty((), dtype=torch.float32, device=device))
        self.register_buffer("input_scale_inv", torch.empty((), dtype=torch.float32, device=device))

    @torch.no_grad()
    def load_from_bf16(self, w: torch.Tensor, input_amax: torch.Tensor) -> None:
        """Quantize a bf16 [N, K] weight as a ModelOpt NVFP4 checkpoint would hold it, then do
        sglang's post-load processing (swizzle the block scales, alpha, input_scale_inv)."""
        ckpt = R.quantize_weight(w)
        input_scale = (input_amax.float().clamp_min(1e-6) / (R.FP8_E4M3_MAX * R.E2M1_MAX))
        self.weight.copy_(ckpt["weight"])
        self.weight_scale_interleaved.copy_(R.swizzle_weight_scale(ckpt["weight_scale"]))
        self.alpha.copy_((input_scale * ckpt["weight_scale_2"].max()).reshape(()))
        self.input_scale_inv.copy_((1.0 / input_scale).reshape(()))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        output_dtype = x.dtype
        x_m, _ = x.shape
        output_size = self.output_size_per_partition
        w_n, _ = self.weight.shape
        output_shape = [x_m, output_size]

        x_fp4, x_scale_interleaved = self.fp4_quantize(x, self.input_scale_inv)

        assert x_fp4.dtype == torch.uint8
        assert self.weight.dtype == torch.uint8
        assert self.weight_scale_interleaved.dtype == torch.float8_e4m3fn
        assert self.alpha.dtype == torch.float32

        w = self.weight.T
        w_scale_interleaved = self.weight_scale_interleaved.T
        out = self.fp4_gemm(
            x_fp4, w, x_scale_interleaved, w_scale_interleaved, self.alpha, output_dtype, w_n
        )
        return out.view(*output_shape)


def _default_fp4_gemm():
    import cpu_kernels  # noqa: F401  (registers nvfp4_ref::*)

    return torch.ops.nvfp4_ref.fp4_gemm


def _interleaved_rope(x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> torch.Tensor:
    """GPT-J style (is_neox_style=False): rotate pairs (x[2i], x[2i+1]). x [T, h, rot]."""
    x1 = x[..., 0::2].float()
    x2 = x[..., 1::2].float()
    cos = cos.unsqueeze(1)
    sin = sin.unsqueeze(1)
    o1 = x1 * cos - x2 * sin
    o2 = x2 * cos + x1 * sin
    return torch.stack((o1, o2), dim=-1).flatten(-2).to(x.dtype)


class GLM5DenseDecoderLayer(nn.Module):
    def __init__(self, cfg: GLM5Config, nvfp4: str = "mlp-only",
                 fp4_quantize: Optional[Callable] = None, fp4_gemm: Optional[Callable] = None,
                 layer_id: int = 0, device=None, dtype=torch.bfloat16):
        super().__init__()
        if nvfp4 not in NVFP4_LINEARS:
            raise ValueError(f"nvfp4 must be one of {list(NVFP4_LINEARS)}")
        self.cfg, self.nvfp4, self.layer_id = cfg, nvfp4, layer_id
        quantized = NVFP4_LINEARS[nvfp4]
        if quantized and fp4_quantize is None:
            raise ValueError("an NVFP4 variant needs fp4_quantize (e.g. flashinfer.fp4_quantize)")
        for name, (k, n) in cfg.linear_shapes().items():
            if name in quantized:
                mod = NVFP4Linear(k, n, fp4_quantize, fp4_gemm, device=device)
            else:
                mod = BF16Linear(k, n, device=device, dtype=dtype)
            setattr(self, name, mod)
        eps = cfg.rms_norm_eps
        self.input_layernorm = RMSNorm(cfg.hidden_size, eps, device, dtype)
        self.q_a_layernorm = RMSNorm(cfg.q_lora_rank, eps, device, dtype)
        self.kv_a_layernorm = RMSNorm(cfg.kv_lora_rank, eps, device, dtype)
        self.post_attention_layernorm = RMSNorm(cfg.hidden_size, eps, device, dtype)
        rot = cfg.qk_rope_head_dim
        inv_freq = 1.0 / (cfg.rope_theta ** (torch.arange(0, rot, 2, device=device).float() / rot))
        t = torch.arange(cfg.max_position_embeddings, device=device).float()
        freqs = torch.outer(t, inv_freq)
        self.register_buffer("cos_cache", freqs.cos(), persistent=False)
        self.register_buffer("sin_cache", freqs.sin(), persistent=False)

    # sglang DeepseekV2AttentionMLA.forward_normal (prefill, MHA path)
    def self_attn(self, positions: torch.Tensor, hidden: torch.Tensor) -> torch.Tensor:
        c = self.cfg
        h, nope, rope, vd = c.num_heads, c.qk_nope_head_dim, c.qk_rope_head_dim, c.v_head_dim
        q = self.q_a_layernorm(self.q_a_proj(hidden))
        q = self.q_b_proj(q).view(-1, h, nope + rope)
        q_nope, q_pe = q.split([nope, rope], dim=-1)
        latent = self.kv_a_proj_with_mqa(hidden)
        kv_a, k_pe = latent.split([c.kv_lora_rank, rope], dim=-1)
        kv_a = self.kv_a_layernorm(kv_a.contiguous())
        kv = self.kv_b_proj(kv_a).view(-1, h, nope + vd)
        k_nope, v = kv.split([nope, vd], dim=-1)
        k_pe = k_pe.unsqueeze(1)
        cos = self.cos_cache[positions]
        sin = self.sin_cache[positions]
        q_pe = _interleaved_rope(q_pe, cos, sin)
        k_pe = _interleaved_rope(k_pe, cos, sin)
        q = torch.cat([q_nope, q_pe], dim=-1)
        k = torch.cat([k_nope, k_pe.expand(-1, h, -1)], dim=-1)
        out = torch.empty((q.shape[0], h * vd), dtype=hidden.dtype, device=hidden.device)
        torch.ops.glm5_ref.unified_attention_with_output(q, k, v.contiguous(), out, True,
                                                         self.layer_id)
        return self.o_proj(out)

    def mlp(self, hidden: torch.Tensor) -> torch.Tensor:
        gate_up = self.gate_up_proj(hidden)
        d = gate_up.shape[-1] // 2
        x = torch.nn.functional.silu(gate_up[..., :d]) * gate_up[..., d:]
        return self.down_proj(x)

    def forward(self, positions: torch.Tensor, hidden: torch.Tensor,
                residual: Optional[torch.Tensor]):
        if residual is None:
            residual = hidden
            hidden = self.input_layernorm(hidden)
        else:
            hidden, residual = self.input_layernorm(hidden, residual)
        hidden = self.self_attn(positions, hidden)
        hidden, residual = self.post_attention_layernorm(hidden, residual)
        hidden = self.mlp(hidden)
        return hidden, residual


class GLM5DenseStack(nn.Module):
    """Layers 0..n-1 (the dense ones are 0-2), as the compiled model runs them."""

    def __init__(self, layers):
        super().__init__()
        self.layers = nn.ModuleList(layers)

    def forward(self, positions, hidden, residual=None):
        for layer in self.layers:
            hidden, residual = layer(positions, hidden, residual)
        return hidden, residual


# --------------------------------------------------------------------------------------------
# Builders
# --------------------------------------------------------------------------------------------


def meta_layer(cfg: GLM5Config = GLM5, nvfp4: str = "mlp-only", fp4_quantize=None,
               fp4_gemm=None, layer_id: int = 0) -> GLM5DenseDecoderLayer:
    """Full-size layer on ``meta`` (no memory): for compile checks."""
    with torch.device("meta"):
        return GLM5DenseDecoderLayer(cfg, nvfp4, fp4_quantize, fp4_gemm, layer_id, device="meta")


def inputs(cfg: GLM5Config, tokens: int, device="cpu", seed: int = 0, residual: bool = True):
    """(positions int64 [T], hidden bf16 [T, hidden], residual bf16 [T, hidden] or None)."""
    if str(device) == "meta":
        pos = torch.empty(tokens, dtype=torch.int64, device="meta")
        hid = torch.empty(tokens, cfg.hidden_size, dtype=torch.bfloat16, device="meta")
        res = torch.empty_like(hid) if residual else None
        return pos, hid, res
    g = torch.Generator().manual_seed(seed)
    pos = torch.arange(tokens, dtype=torch.int64)
    hid = torch.randn(tokens, cfg.hidden_size, generator=g).to(torch.bfloat16)
    res = torch.randn(tokens, cfg.hidden_size, generator=g).to(torch.bfloat16) if residual else None
    return pos, hid, res


@torch.no_grad()
def real_layers(cfg: GLM5Config, nvfp4: str, fp4_quantize=None, fp4_gemm=None, *,
                num_layers: int = 1, seed: int = 0, calib_tokens: int = 64):
    """Seeded random "checkpoint" on CPU: (bf16 reference stack, NVFP4 stack of variant nvfp4).

    NVFP4 weights are quantized from the same bf16 masters; activation scales are calibrated
    (amax of each NVFP4 linear's input over a bf16 run, as ModelOpt does)."""
    g = torch.Generator().manual_seed(seed)
    ref = GLM5DenseStack([GLM5DenseDecoderLayer(cfg, "none", layer_id=i)
                          for i in range(num_layers)])
    for layer in ref.layers:
        for name, (k, n) in cfg.linear_shapes().items():
            w = torch.randn(n, k, generator=g) / math.sqrt(k)
            getattr(layer, name).weight.copy_(w.to(torch.bfloat16))
        for norm in ("input_layernorm", "q_a_layernorm", "kv_a_layernorm",
                     "post_attention_layernorm"):
            nw = 1.0 + 0.1 * torch.randn(getattr(layer, norm).weight.shape, generator=g)
            getattr(layer, norm).weight.copy_(nw.to(torch.bfloat16))

    quantized = NVFP4_LINEARS[nvfp4]
    amax: Dict[Tuple[int, str], torch.Tensor] = {}
    hooks = []
    for i, layer in enumerate(ref.layers):
        for name in quantized:
            def hook(mod, args, key=(i, name)):
                a = args[0].float().abs().amax()
                amax[key] = torch.maximum(amax.get(key, a), a)
            hooks.append(getattr(layer, name).register_forward_pre_hook(hook))
    pos, hid, res = inputs(cfg, calib_tokens, seed=seed + 1)
    ref(pos, hid, res)
    for h in hooks:
        h.remove()

    q = GLM5DenseStack([GLM5DenseDecoderLayer(cfg, nvfp4, fp4_quantize, fp4_gemm, layer_id=i)
                        for i in range(num_layers)])
    for i, (lr, lq) in enumerate(zip(ref.layers, q.layers)):
        for name in LINEARS:
            src, dst = getattr(lr, name), getattr(lq, name)
            if isinstance(dst, NVFP4Linear):
                dst.load_from_bf16(src.weight, amax[(i, name)])
            else:
                dst.weight.copy_(src.weight)
        for norm in ("input_layernorm", "q_a_layernorm", "kv_a_layernorm",
                     "post_attention_layernorm"):
            getattr(lq, norm).weight.copy_(getattr(lr, norm).weight)
    return ref.eval(), q.eval()
