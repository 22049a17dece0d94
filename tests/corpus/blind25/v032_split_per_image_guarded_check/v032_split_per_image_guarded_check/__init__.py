from .connector import VisionLanguageConnector, build_connector

__all__ = ["VisionLanguageConnector", "build_connector"]
