import os

import torch

from .modeling import VisionTokenizer
from .processing import ImageProcessor

MODEL_PATH = os.environ.get("VISION_MODEL_PATH", "/models/qwen2-vl-2b-instruct")

image_processor = ImageProcessor(MODEL_PATH)
vision_tokenizer = VisionTokenizer(image_processor).eval()
compiled_vision_tokenizer = torch.compile(vision_tokenizer, fullgraph=True)
