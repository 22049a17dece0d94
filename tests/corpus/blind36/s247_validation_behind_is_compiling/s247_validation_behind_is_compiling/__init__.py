from .layer import LoRAQKV, qkv, run_qkv
