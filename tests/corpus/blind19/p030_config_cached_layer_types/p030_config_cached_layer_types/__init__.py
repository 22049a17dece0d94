from .configuration import GemmaLiteConfig
