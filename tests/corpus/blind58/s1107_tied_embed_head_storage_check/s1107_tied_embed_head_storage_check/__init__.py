from .qwen2 import Qwen2ForCausalLM, Qwen2Config
