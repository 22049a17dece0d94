from .plugin_manager import PluginManager, get_plugin_manager

__all__ = ["PluginManager", "get_plugin_manager"]
