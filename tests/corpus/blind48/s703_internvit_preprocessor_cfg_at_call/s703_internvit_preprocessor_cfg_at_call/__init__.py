from .processor_config import ImageProcessorConfig, load_image_processor_config
from .tower import InternVisionTower
