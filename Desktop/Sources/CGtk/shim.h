// What Swift cannot import from GTK: function-like macros (g_signal_connect, the cast
// macros, G_SOURCE_*) and variadic calls (g_object_get / g_object_set). Each helper here is
// one line of C that the Swift glue calls by name.
#include <gtk/gtk.h>
#include <glib-unix.h>

/// g_signal_connect_data with a destroy notify: the glue's Unmanaged context is released
/// when the handler is disconnected or the instance is finalized.
static inline gulong cadence_signal_connect(gpointer instance, const char *signal,
                                            GCallback handler, gpointer data,
                                            GClosureNotify destroy) {
  return g_signal_connect_data(instance, signal, handler, data, destroy, (GConnectFlags)0);
}

static inline GtkWidget *cadence_widget(gpointer object) { return GTK_WIDGET(object); }
static inline GtkWindow *cadence_window(gpointer object) { return GTK_WINDOW(object); }
static inline GObject *cadence_object(gpointer object) { return G_OBJECT(object); }
static inline GApplication *cadence_application(gpointer object) {
  return G_APPLICATION(object);
}
static inline GtkApplication *cadence_gtk_application(gpointer object) {
  return GTK_APPLICATION(object);
}

/// The `gtk-enable-animations` setting (off: the user asked for reduced motion).
static inline gboolean cadence_animations_enabled(void) {
  gboolean enabled = TRUE;
  GtkSettings *settings = gtk_settings_get_default();
  if (settings != NULL) g_object_get(settings, "gtk-enable-animations", &enabled, NULL);
  return enabled;
}

static inline void cadence_set_animations_enabled(gboolean enabled) {
  GtkSettings *settings = gtk_settings_get_default();
  if (settings != NULL) g_object_set(settings, "gtk-enable-animations", enabled, NULL);
}

/// A one-shot source that fires at an absolute CLOCK_MONOTONIC instant (microseconds, the
/// frame clock's and g_get_monotonic_time's clock), not after a relative interval.
static inline guint cadence_timeout_at(gint64 ready_time, GSourceFunc function, gpointer data,
                                       GDestroyNotify destroy) {
  GSource *source = g_timeout_source_new(G_MAXINT);
  g_source_set_ready_time(source, ready_time);
  g_source_set_callback(source, function, data, destroy);
  guint id = g_source_attach(source, NULL);
  g_source_unref(source);
  return id;
}

static const gboolean cadence_true = TRUE;
static const gboolean cadence_false = FALSE;

/* gtk_accessible_update_property is variadic: one property at a time from Swift. GTK 4.8
   has no getter for them, so each is also kept as object data, which the tests read. */
static inline void cadence_accessible_label(GtkWidget *widget, const char *label) {
  gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                 -1);
  g_object_set_data_full(G_OBJECT(widget), "cadence-accessible-label", g_strdup(label), g_free);
}

static inline void cadence_accessible_description(GtkWidget *widget, const char *text) {
  gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                 text, -1);
  g_object_set_data_full(G_OBJECT(widget), "cadence-accessible-description", g_strdup(text),
                         g_free);
}

static inline const char *cadence_accessible_data(GtkWidget *widget, const char *key) {
  return (const char *)g_object_get_data(G_OBJECT(widget), key);
}

/* The accessible role is construct-only: a drawing area that is a picture (GTK_ACCESSIBLE_ROLE_IMG). */
static inline GtkWidget *cadence_drawing_area_new_with_role(GtkAccessibleRole role) {
  return GTK_WIDGET(g_object_new(GTK_TYPE_DRAWING_AREA, "accessible-role", role, NULL));
}

/* The same for a widget of any type (a grid whose tiles draw one picture). */
static inline GtkWidget *cadence_widget_new_with_role(GType type, GtkAccessibleRole role) {
  return GTK_WIDGET(g_object_new(type, "accessible-role", role, NULL));
}

/// g_signal_emit_by_name is variadic: a signal without arguments or return value (a test
/// clicks a button with "clicked").
static inline void cadence_emit(gpointer instance, const char *signal) {
  g_signal_emit_by_name(instance, signal);
}

/// Adds `action` to a GActionMap (an application or an application window) and drops the
/// caller's reference: the map keeps it.
static inline void cadence_add_action(gpointer map, GSimpleAction *action) {
  g_action_map_add_action(G_ACTION_MAP(map), G_ACTION(action));
  g_object_unref(action);
}

/// One keyboard shortcut for an action ("win.close", "<Control>w").
static inline void cadence_set_accel(gpointer application, const char *action,
                                     const char *accel) {
  const char *accels[] = {accel, NULL};
  gtk_application_set_accels_for_action(GTK_APPLICATION(application), action, accels);
}

/// g_application_command_line_printerr without its format: `text` is printed as it is, on
/// the standard error of the launch that sent the command line.
static inline void cadence_command_line_printerr(GApplicationCommandLine *line,
                                                 const char *text) {
  g_application_command_line_printerr(line, "%s", text);
}

/// A string property of any object (g_object_get is variadic); the caller frees it.
static inline char *cadence_string_property(gpointer object, const char *name) {
  char *value = NULL;
  g_object_get(object, name, &value, NULL);
  return value;
}
